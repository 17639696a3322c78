import assert from 'node:assert/strict';
import { test } from '../support/fixtures.ts';

test('the platform page, terms and help read as formatted text, never as tags', async ({
  buyer: _loggedIn,
  session,
}) => {
  const { page } = session;

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
