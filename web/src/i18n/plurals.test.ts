import type { Locale } from '@crossbay/contract/locales';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { readLocale } from '../../build/locale-sources.ts';

async function translatorFor(locale: Locale) {
  const messages = readLocale(locale);
  const i18n = createInstance();
  await i18n.init({ lng: locale, resources: { [locale]: { translation: messages } } });
  return (count: number) => i18n.t('catalog.detail.bagWithCount', { count });
}

describe('counts read as the language says them', () => {
  it('a shop\'s fans and sales: 1 fan, 2 fans (issue 34: it read "1 fans")', async () => {
    const messages = readLocale('en');
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: messages } } });
    const fans = (count: number) => i18n.t('catalog.shop.fansValue', { count, value: String(count) });
    const sales = (count: number) => i18n.t('catalog.shop.salesValue', { count, value: String(count) });
    expect([fans(1), fans(2), sales(1), sales(0)]).toEqual(['1 fan', '2 fans', '1 sale', '0 sales']);
  });

  it('English: 1 item, 2 items', async () => {
    const bag = await translatorFor('en');
    expect([bag(1), bag(2)]).toEqual(['Bag, 1 item', 'Bag, 2 items']);
  });

  it('Russian: 1 товар, 3 товара, 5 товаров, 21 товар', async () => {
    const bag = await translatorFor('ru');
    expect([bag(1), bag(3), bag(5), bag(21)].map((text) => text.split(', ')[1])).toEqual([
      '1 товар',
      '3 товара',
      '5 товаров',
      '21 товар',
    ]);
  });

  it('Arabic: one and two in words, 3 to 10 with the plural, 11 and up with the singular', async () => {
    const bag = await translatorFor('ar');
    expect(bag(1)).toContain('قطعة واحدة');
    expect(bag(2)).toContain('قطعتان');
    expect(bag(3)).toContain('3 قطع');
    expect(bag(11)).toContain('11 قطعة');
  });

  it.each(['ri', 'han', 'tai', 'vit', 'zh-CN', 'zh-Hant', 'tr'] as const)(
    '%s: the count never leaves a key unresolved',
    async (locale) => {
      const bag = await translatorFor(locale);
      for (const count of [1, 2, 7]) expect(bag(count)).toContain(String(count));
    },
  );
});
