import assert from 'node:assert/strict';
import { expect } from '@playwright/test';
import { expectCleanPage, test } from '../support/fixtures.ts';

// A shared product link previews (decision 0100): the page answers curl and robots, and Share hands the link to
// the phone's share sheet where the browser has one.

type Card = { id: number; name: string; merchant_id: number };

async function aBestSeller(baseURL: string): Promise<Card> {
  const answer = (await (await fetch(`${baseURL}/api/index/hot_product?limit=1`)).json()) as {
    data: { list: Card[] };
  };
  const card = answer.data.list[0];
  assert.ok(card, 'the demo catalogue has best sellers');
  return card;
}

test("a product's link answers a robot with its preview, and Share opens the phone's share sheet with it", async ({
  server,
  session,
}) => {
  const product = await aBestSeller(server.baseURL);
  const path = `/detail/${product.id}/${product.merchant_id}`;
  const robot = await fetch(`${server.baseURL}${path}`, { headers: { accept: '*/*' } });
  assert.equal(robot.status, 200);
  const html = await robot.text();
  assert.match(html, /<meta property="og:title" content="[^"]+">/);
  assert.match(html, /<title>[^<]+ \| Crossbay<\/title>/);
  assert.match(
    html,
    /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/,
  );

  const { page } = session;
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await page.goto(path);
  await page.getByRole('heading', { name: product.name }).waitFor();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: product.name, url: `${server.baseURL}${path}` }]);
  expectCleanPage(session);
});
