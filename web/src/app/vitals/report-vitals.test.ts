import { VITAL_ROUTES } from '@crossbay/contract/vitals-rules';
import { describe, expect, it } from 'vitest';
import { SHOP_ROUTES } from '../routes.ts';
import { routeTemplate } from './report-vitals.ts';

describe('the route templates page speed is reported under', () => {
  // The server accepts only the contract's list: a route added to the app and not there would never be measured.
  it("are the app's routes, every one", () => {
    expect([...VITAL_ROUTES].sort()).toEqual(SHOP_ROUTES.map(({ path }) => path).sort());
  });

  it.each([
    ['/', '/home'],
    ['/detail/42/3', '/detail/:product?/:mer?'],
    ['/consult/list', '/consult/list'],
    ['/consult/12/3', '/consult/:product_id?/:mch_id?'],
    ['/myPurchases/waiting_deliver', '/myPurchases/:status?'],
  ])('names %s by its template %s, never by its ids', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });

  it('names no template for an address the app does not have', () => {
    expect(routeTemplate('/wp-admin')).toBeUndefined();
  });
});
