import assert from 'node:assert/strict';
import { expectCleanPage, test } from '../support/fixtures.ts';

const ENGLISH_CATEGORIES = [
  'Computer',
  'Electrical equipment',
  'Outdoors',
  'Family life',
  'Health',
  "Men's clothing",
  "Women's clothing",
  'Food',
  'Mobile phone',
  'Toys',
];

test('home shows the brand and the ten categories in English', async ({ session }) => {
  const { page } = session;

  const response = await page.goto('/home');
  // Without the policy header the "no violation" assertions below would prove nothing.
  assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self'/);
  await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
  const categories = page.getByRole('list', { name: 'Categories' });
  for (const name of ENGLISH_CATEGORIES) {
    await categories
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText(name, { exact: true })
      .waitFor();
  }
  assert.equal(await categories.getByRole('listitem').count(), ENGLISH_CATEGORIES.length);
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
  await page.waitForLoadState('networkidle');
  expectCleanPage(session);
});

test('home in Arabic runs right to left with Arabic category names', async ({ server, session }) => {
  const answer = await fetch(`${server.baseURL}/api/index/category?lang=ar`);
  const body = (await answer.json()) as { code: number; data: { slug: string; name: string }[] };
  assert.equal(body.code, 1);
  const computer = body.data.find((category) => category.slug === 'computer');
  assert.ok(computer, 'the server lists the computer category');
  assert.notEqual(computer.name, 'Computer', 'the server translates category names into Arabic');

  const { page } = session;

  await page.goto('/home?lang=ar');
  await page.getByText(computer.name, { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');

  // A price reads "$20.99" left to right inside the Arabic page: the sign before the figure, never after it.
  // The first dollar amount on the board, wherever the app puts the sign.
  const price = page
    .getByRole('listitem')
    .getByText(/^(US)?\$\s?[\d,]+\.\d{2}$|^[\d,]+\.\d{2}\s?(US)?\$$/)
    .first();
  await price.waitFor();
  const order = await price.evaluate((element) => {
    const text = element.firstChild;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text as Node, index);
      range.setEnd(text as Node, index + 1);
      return range.getBoundingClientRect().x;
    };
    const written = text?.textContent ?? '';
    return { written, dollar: at(written.indexOf('$')), digit: at(written.search(/\d/)) };
  });
  assert.match(order.written, /^\$\d/, `the price is written "$20.99" (${order.written})`);
  assert.ok(
    order.dollar < order.digit,
    `the dollar sign is drawn left of the figure (${JSON.stringify(order)})`,
  );

  // An English shop name keeps its full stop at its own end: "Basecamp Supply Co.", not ".Basecamp Supply Co".
  const name = page.getByText('Basecamp Supply Co.', { exact: true }).first();
  await name.waitFor();
  const stop = await name.evaluate((element) => {
    const text = element.firstChild as Node;
    const x = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().x;
    };
    const content = text.textContent ?? '';
    return { b: x(content.indexOf('B')), stop: x(content.length - 1) };
  });
  assert.ok(stop.stop > stop.b, `the full stop is drawn after the name (${JSON.stringify(stop)})`);

  // Also when a search marks part of the name.
  await page.goto('/search?q=Basecamp&lang=ar');
  const found = page.getByRole('list', { name: 'المتاجر' }).getByText('Supply Co.', { exact: false });
  await found.first().waitFor();
  const marked = await found.first().evaluate((element) => {
    const name = element.closest('bdi') as HTMLElement;
    const text = name.lastChild as Node;
    const range = document.createRange();
    range.setStart(text, (text.textContent ?? '').length - 1);
    range.setEnd(text, (text.textContent ?? '').length);
    const mark = name.querySelector('mark')?.getBoundingClientRect().x ?? 0;
    return { mark, stop: range.getBoundingClientRect().x };
  });
  assert.ok(marked.stop > marked.mark, `the full stop follows the marked name (${JSON.stringify(marked)})`);
  await page.waitForLoadState('networkidle');
  expectCleanPage(session);
});

test('a deep link such as /detail/5 serves the app, not a 404 page', async ({ session }) => {
  const { page } = session;

  const response = await page.goto('/detail/5');
  assert.equal(response?.status(), 200);
  assert.match(response?.headers()['content-type'] ?? '', /text\/html/);
  await page.getByRole('heading', { level: 1, name: 'Product details' }).waitFor();
  expectCleanPage(session);
});
