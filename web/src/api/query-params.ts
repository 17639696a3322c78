import qs from 'qs';

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | QueryValue[]
  | { [key: string]: QueryValue };
export type QueryParams = Record<string, QueryValue>;

function isBlank(value: QueryValue): boolean {
  return value === '' || value === null || value === undefined;
}

function withoutBlanks(value: QueryValue): QueryValue {
  if (Array.isArray(value)) return value.filter((item) => !isBlank(item)).map(withoutBlanks);
  if (value !== null && typeof value === 'object') {
    const kept: Record<string, QueryValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!isBlank(item)) kept[key] = withoutBlanks(item);
    }
    return kept;
  }
  return value;
}

/** spec §5: empty, null and undefined values are dropped; nested objects are written `a[b]=1`. */
export function serializeQuery(params: QueryParams): string {
  return qs.stringify(withoutBlanks(params), { encodeValuesOnly: true, arrayFormat: 'brackets' });
}
