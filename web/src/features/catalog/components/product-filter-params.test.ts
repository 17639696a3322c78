import { describe, expect, it } from 'vitest';
import { filterFromParams, paramsFromFilter } from './product-filter-params.ts';

describe('product filter in the URL', () => {
  it('reads what it wrote', () => {
    const filter = {
      category: 3,
      sort: 'price_asc',
      min_price: '10',
      max_price: '99.50',
      in_stock: '1',
      kind: 'virtual',
    } as const;
    expect(filterFromParams(paramsFromFilter(filter))).toEqual(filter);
  });

  it('drops what the server would refuse', () => {
    const params = new URLSearchParams(
      'category=-2&sort=cheap&min_price=1e9&max_price=abc&in_stock=2&kind=x',
    );
    expect(filterFromParams(params)).toEqual({});
  });
});
