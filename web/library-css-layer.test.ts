import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { libraryCssLayer } from './library-css-layer.ts';

async function layered(css: string, from: string): Promise<string> {
  const result = await postcss([libraryCssLayer]).process(css, { from });
  return result.css.replace(/\s+/g, ' ').replace(/\s*([{};])\s*/g, '$1');
}

describe('library styles sit in a cascade layer under the app', () => {
  it('wraps a stylesheet from node_modules in @layer base', async () => {
    const css = await layered(
      '.adm-tabs { position: relative; }\n.adm-tabs-tab { color: red; }',
      '/repo/node_modules/antd-mobile/es/components/tabs/tabs.css',
    );
    expect(css).toBe('@layer base{.adm-tabs{position: relative;}.adm-tabs-tab{color: red;}}');
  });

  it('keeps @charset and @import outside the layer, on Windows paths too', async () => {
    const css = await layered(
      '@charset "utf-8";\n.bar { color: red; }',
      'C:\\repo\\node_modules\\nprogress\\nprogress.css',
    );
    expect(css).toBe('@charset "utf-8";@layer base{.bar{color: red;}}');
  });

  it("leaves the app's own styles unlayered", async () => {
    const own = '.purchases__tabs { position: sticky; }';
    expect(await layered(own, '/repo/web/src/features/orders/orders.css')).toBe(
      '.purchases__tabs{position: sticky;}',
    );
  });
});
