import { PRODUCT_SORTS, type ProductSort } from '@crossbay/contract/catalog';
import type { ProductFilter } from '#web/api/queries/catalog-keys.ts';

// The chosen filter lives in the URL (?category=3&min_price=10…), so back navigation and a shared link keep it.
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function money(value: string | null): string | undefined {
  return value && MONEY.test(value) ? value : undefined;
}

export function filterFromParams(params: URLSearchParams): ProductFilter {
  const sort = params.get('sort');
  const kind = params.get('kind');
  const filter: ProductFilter = {};
  const category = positiveInt(params.get('category'));
  if (category) filter.category = category;
  const keyword = params.get('keyword')?.trim();
  if (keyword) filter.keyword = keyword;
  if (sort && (PRODUCT_SORTS as readonly string[]).includes(sort)) filter.sort = sort as ProductSort;
  const min = money(params.get('min_price'));
  if (min) filter.min_price = min;
  const max = money(params.get('max_price'));
  if (max) filter.max_price = max;
  if (params.get('in_stock') === '1') filter.in_stock = '1';
  if (kind === 'physical' || kind === 'virtual') filter.kind = kind;
  return filter;
}

export function paramsFromFilter(filter: ProductFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

export function isMoneyInput(value: string): boolean {
  return value === '' || MONEY.test(value);
}
