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

// RFC 3986: everything but letters, digits and - _ . ~ is percent-encoded (encodeURIComponent leaves ! ' ( ) *).
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function write(pairs: string[], key: string, value: QueryValue): void {
  if (isBlank(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) write(pairs, `${key}[]`, item);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) write(pairs, `${key}[${name}]`, item);
  } else {
    pairs.push(`${key}=${encodeValue(String(value))}`);
  }
}

/**
 * spec §5: empty, null and undefined values are dropped; nested objects are written `a[b]=1` and arrays
 * `a[]=1&a[]=2`, keys as they are and values percent-encoded.
 */
export function serializeQuery(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) write(pairs, key, value);
  return pairs.join('&');
}
