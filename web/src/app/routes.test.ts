import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHOP_ROUTES } from './routes.ts';

const table = SHOP_ROUTES.map(({ path }) => ({ path }));

function opened(pathname: string) {
  const match = matchRoutes(table, pathname)?.at(-1);
  return match ? { path: match.route.path, params: match.params } : null;
}

// spec §2 lists /consult/{product_id?}/{mch_id?} before /consult/list and /consult/detail/{id?}: the router
// must still rank the fixed segments above the optional parameters, whatever the order of the table.
describe('the consultation routes', () => {
  it('opens the list at /consult/list, not a consultation about product "list"', () => {
    expect(opened('/consult/list')?.path).toBe('/consult/list');
  });

  it.each(['/consult/detail/7', '/consult/detail'])('opens a thread at %s', (pathname) => {
    expect(opened(pathname)?.path).toBe('/consult/detail/:id?');
  });

  it('reads the thread id', () => {
    expect(opened('/consult/detail/7')?.params).toMatchObject({ id: '7' });
  });

  it('opens a new consultation with its product and shop', () => {
    expect(opened('/consult/12/3')).toEqual({
      path: '/consult/:product_id?/:mch_id?',
      params: { product_id: '12', mch_id: '3' },
    });
  });

  it('opens a new consultation about a shop alone (product 0)', () => {
    expect(opened('/consult/0/3')?.params).toMatchObject({ product_id: '0', mch_id: '3' });
  });
});

describe('the after-sales routes', () => {
  it('reads all four refund parameters', () => {
    expect(opened('/refund/5/202611221234/9,10/25.00')?.params).toMatchObject({
      id: '5',
      sn: '202611221234',
      product_ids: '9,10',
      amount: '25.00',
    });
  });

  it.each([
    ['/complaint/5', '/complaint/:id?'],
    ['/platformComplaint', '/platformComplaint'],
    ['/comment', '/comment'],
  ])('opens %s', (pathname, path) => {
    expect(opened(pathname)?.path).toBe(path);
  });
});

describe('the order list and the Me tab', () => {
  it('opens the order list at /myPurchases with no status (the screen shows "all")', () => {
    expect(opened('/myPurchases')?.path).toBe('/myPurchases/:status?');
  });

  it('reads the status of /myPurchases/waiting_deliver', () => {
    expect(opened('/myPurchases/waiting_deliver')?.params).toMatchObject({ status: 'waiting_deliver' });
  });

  it('opens the Me tab at /me', () => {
    expect(opened('/me')?.path).toBe('/me');
  });
});
