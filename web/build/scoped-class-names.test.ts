import { describe, expect, it } from 'vitest';
import { fileTag, readableClassName, shortClassNames } from './scoped-class-names.ts';

const root = '/repo/web';

describe('scoped class names', () => {
  it('names a class by its file and its local name while developing, apart from a namesake file', () => {
    const orders = readableClassName(
      'root',
      '/repo/web/src/features/orders/components/address-card.module.css',
      root,
    );
    const account = readableClassName(
      'root',
      '/repo/web/src/features/account/components/address-card.module.css',
      root,
    );
    expect(orders).toMatch(/^address-card__root_[\w-]{5,6}$/);
    expect(account).toMatch(/^address-card__root_/);
    expect(orders).not.toBe(account);
  });

  it('gives a class the same short name on every build, and one of its own within its file', () => {
    const file = '/repo/web/src/ui/bottom-sheet.module.css';
    const first = shortClassNames(root);
    const second = shortClassNames(root);
    expect(first('title', file)).toBe(second('title', file));
    expect(first('title', file)).toBe(first('title', file));
    expect(first('body', file)).not.toBe(first('title', file));
    expect(first('title', file)).toMatch(/^[a-zA-Z_][\w-]{5,6}$/);
  });

  it('keeps the same class of two files apart', () => {
    const name = shortClassNames(root);
    expect(name('title', '/repo/web/src/ui/bottom-sheet.module.css')).not.toBe(
      name('title', '/repo/web/src/ui/empty-state.module.css'),
    );
  });

  it('never starts a name with a digit or a hyphen', () => {
    for (let i = 0; i < 500; i += 1)
      expect(fileTag(`/repo/web/src/f${i}.module.css`, root)).toMatch(/^[a-zA-Z_]/);
  });
});
