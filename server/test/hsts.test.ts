import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from './support/test-app.ts';

const HSTS = 'strict-transport-security';

// Issue 41: Strict-Transport-Security was left to the deployment. A plain-http local run must never carry it
// (a browser would then refuse http://localhost for a year).
describe('Strict-Transport-Security', () => {
  let proxied: TestApp;
  let always: TestApp;
  before(async () => {
    proxied = await startTestApp('sqlite', { seed: false, config: { TRUST_PROXY: true } });
    always = await startTestApp('sqlite', { seed: false, config: { HSTS: true } });
  });
  after(async () => {
    await proxied.close();
    await always.close();
  });

  it('behind a proxy: on what came over https, not on plain http', async () => {
    const https = await proxied.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(https.headers[HSTS], 'max-age=31536000; includeSubDomains');
    const api = await proxied.app.inject({
      url: '/api/index/category',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(api.headers[HSTS], 'max-age=31536000; includeSubDomains');
    const plain = await proxied.app.inject({ url: '/healthz' });
    assert.equal(plain.headers[HSTS], undefined);
  });

  it('with HSTS=true: on every answer', async () => {
    for (const url of ['/healthz', '/api/index/category', '/robots.txt'])
      assert.equal(
        (await always.app.inject({ url })).headers[HSTS],
        'max-age=31536000; includeSubDomains',
        url,
      );
  });
});
