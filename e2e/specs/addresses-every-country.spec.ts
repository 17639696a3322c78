import { buyNowPath } from '@crossbay/contract/checkout-link';
import { type AddressEntry, enterPlace } from '../support/address-form.ts';
import { waitForAnnouncement } from '../support/announcements.ts';
import { appTexts } from '../support/app-texts.ts';
import { newBuyer } from '../support/buyers.ts';
import { expect, keepScreenshot, test } from '../support/fixtures.ts';
import { skuOf } from '../support/shop-api.ts';
import { chooseLanguage, holdToken } from '../support/shop-session.ts';

// Issue 36: an address of each country as its post writes it, entered in five languages, a wrong postcode
// refused in the buyer's words, and the same printed lines on the address list, at checkout and on the order.
type Case = AddressEntry & {
  locale: string;
  phone: string;
  postcodeKey: string;
  badPostcode: string;
  postcode: string;
  example: string;
  lines: string[];
};

const CASES: Case[] = [
  {
    locale: 'en',
    country: 'India',
    phone: '98455 50123',
    choose: [['addressForm.regionKind.state', 'Karnataka']],
    fill: [
      ['addressForm.street', '12th Main, Indiranagar'],
      ['addressForm.cityKind.city', 'Bengaluru'],
    ],
    postcodeKey: 'addressForm.postcodeKind.pin',
    badPostcode: '56003',
    postcode: '560038',
    example: '110034',
    lines: ['12th Main, Indiranagar', 'Bengaluru 560038', 'Karnataka', 'INDIA'],
  },
  {
    locale: 'de',
    country: 'Deutschland',
    phone: '0151 2345 6789',
    fill: [
      ['addressForm.street', 'Invalidenstraße 117'],
      ['addressForm.cityKind.city', 'Berlin'],
    ],
    postcodeKey: 'addressForm.postcodeKind.postal',
    badPostcode: '1011',
    postcode: '10115',
    example: '26133',
    lines: ['Invalidenstraße 117', '10115 Berlin', 'GERMANY'],
  },
  {
    locale: 'ri',
    country: '日本',
    phone: '090-1234-5678',
    choose: [['addressForm.regionKind.prefecture', '東京都']],
    fill: [['addressForm.street', '渋谷区神宮前1-2-3']],
    postcodeKey: 'addressForm.postcodeKind.postal',
    // An Osaka postcode for a Tokyo address.
    badPostcode: '530-0001',
    postcode: '150-0001',
    example: '154-0023',
    lines: ['〒150-0001', '東京都', '渋谷区神宮前1-2-3', 'JAPAN'],
  },
  {
    locale: 'tai',
    country: 'ไทย',
    phone: '081 234 5678',
    choose: [['addressForm.regionKind.province', 'กรุงเทพมหานคร']],
    fill: [
      ['addressForm.street', '59 ซอยสุขุมวิท 31'],
      ['addressForm.districtKind.suburb', 'คลองเตยเหนือ'],
      ['addressForm.cityKind.city', 'วัฒนา'],
    ],
    postcodeKey: 'addressForm.postcodeKind.postal',
    badPostcode: '20110',
    postcode: '10110',
    example: '10150',
    lines: ['59 ซอยสุขุมวิท 31', 'คลองเตยเหนือ วัฒนา', 'กรุงเทพมหานคร 10110', 'THAILAND'],
  },
  {
    locale: 'ar',
    country: 'البرازيل',
    phone: '(11) 95555-0186',
    choose: [['addressForm.regionKind.state', 'São Paulo']],
    fill: [
      ['addressForm.street', 'Rua Augusta 1508, ap. 34'],
      ['addressForm.districtKind.neighborhood', 'Consolação'],
      ['addressForm.cityKind.city', 'São Paulo'],
    ],
    postcodeKey: 'addressForm.postcodeKind.postal',
    badPostcode: '0131-200',
    postcode: '01310-200',
    example: '40301-110',
    lines: ['Rua Augusta 1508, ap. 34', 'Consolação', 'SÃO PAULO-SP', '01310-200', 'BRAZIL'],
  },
];

for (const c of CASES) {
  test(`${c.locale}: an address of ${c.lines.at(-1)} with its own fields, postcode and printed lines`, async ({
    server,
    session,
  }) => {
    const { page } = session;
    const text = await appTexts(c.locale);
    const { api, token } = await newBuyer(server, `places_${c.locale}`, { grant: '500.00' });
    await chooseLanguage(session.context, server.baseURL, c.locale);
    await holdToken(session.context, server.baseURL, token);

    await page.goto('/addressForm');
    const form = page.locator('form');
    await form.getByLabel(text('addressForm.addressee'), { exact: true }).fill('Ann Lee');
    await form.getByLabel(text('addressForm.phone'), { exact: true }).fill(c.phone);
    await enterPlace(page, form, text, { ...c, fill: [...c.fill, [c.postcodeKey, c.badPostcode]] });
    await form.getByRole('button', { name: text('common.save'), exact: true }).click();
    await expect(page.getByText(text('validation.postcodeInvalid', { example: c.example }))).toBeVisible();
    await keepScreenshot(page, `address-form-${c.locale}-390x844.png`);

    await form.getByLabel(text(c.postcodeKey), { exact: true }).fill(c.postcode);
    await form.getByRole('button', { name: text('common.save'), exact: true }).click();
    await waitForAnnouncement(page, text('addressForm.saved'));
    await page.waitForURL('**/address');
    const printed = c.lines.join('');
    await expect(page.getByRole('article', { name: 'Ann Lee' })).toContainText(printed);

    const { skuId } = await skuOf(api, 'physical');
    await page.goto(buyNowPath(skuId));
    await expect(page.getByRole('region', { name: text('orders.checkout.address') })).toContainText(printed);
    await keepScreenshot(page, `checkout-address-${c.locale}-390x844.png`);

    const preview = await api.post<{ total: string }>('/api/order/preview', {
      items: [{ sku_id: skuId, quantity: 1 }],
    });
    const created = await api.post<{ orders: { id: number }[] }>('/api/order/create', {
      items: [{ sku_id: skuId, quantity: 1 }],
      expected_total: preview.total,
    });
    await page.goto(`/orderInfo/${created.orders[0]?.id}`);
    await expect(page.getByRole('region', { name: text('orders.checkout.address') })).toContainText(printed);
  });
}
