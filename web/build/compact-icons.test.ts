import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactIcon } from './compact-icons.ts';

const require = createRequire(import.meta.url);
const icons = join(dirname(require.resolve('antd-mobile-icons/package.json')), 'es');
const source = (name: string) => readFileSync(join(icons, `${name}.js`), 'utf8');
const pathOf = (code: string) => code.match(/\bd: "([^"]*)"/)?.[1] ?? '';

describe('compact icons', () => {
  it('keeps the drawing, to hundredths, without ids, namespaces or the empty artboard', () => {
    const before = source('RightOutline');
    const after = compactIcon(before);
    expect(after).not.toMatch(/xmlns|\bid: |"rect"/);
    expect(after).toMatch(/viewBox: "0 0 48 48"/);
    expect(after).toMatch(/className: \['antd-mobile-icon', props\.className\]/);
    const numbers = (path: string) => (path.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    const was = numbers(pathOf(before));
    const is = numbers(pathOf(after));
    expect(is).toHaveLength(was.length);
    for (const [i, n] of is.entries()) expect(Math.abs(n - (was[i] ?? 0))).toBeLessThanOrEqual(0.005);
    expect(pathOf(after).replace(/[\d.-]/g, '')).toBe(pathOf(before).replace(/[\d.-]/g, ''));
    expect(after.length).toBeLessThan(before.length * 0.7);
  });

  it('still evaluates as a module for every icon of the package', () => {
    for (const name of ['GlobalOutline', 'DownOutline', 'SoundOutline', 'SearchOutline', 'UserOutline']) {
      const after = compactIcon(source(name));
      expect(
        () => new Function(after.replace(/^import .*$/m, '').replace(/^export default .*$/m, '')),
      ).not.toThrow();
      expect(after).toMatch(/createElement\("path"/);
    }
  });
});
