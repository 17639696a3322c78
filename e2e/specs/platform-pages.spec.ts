import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openSession } from '../support/browser.ts';
import { holdToken, loginThroughApi } from '../support/shop-session.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';

const shop = shopUnderTest();

test('the platform page, terms and help read as formatted text, never as tags', async (t) => {
  const session = await openSession(shop.browser, shop.server.baseURL);
  t.after(session.close);
  const { page, context } = session;
  await holdToken(context, shop.server.baseURL, await loginThroughApi(shop.server.baseURL));

  for (const path of ['/platform', '/law', '/helpAndSupport']) {
    await page.goto(path);
    const article = page.getByRole('main');
    await article.getByRole('heading').first().waitFor();
    const text = (await article.textContent()) ?? '';
    assert.doesNotMatch(text, /<\/?(p|ul|li|strong)>/, `${path} shows no raw tags`);
  }
  await page.goto('/law');
  // The terms keep their lists.
  await page.getByRole('main').getByRole('listitem').first().waitFor();
});
