import { UPLOAD_PREFIXES } from '@crossbay/contract/upload';

/** The URL folders the store serves to anyone: drawn media and public uploads. */
export const PUBLIC_FILE_PREFIXES = ['/media/', UPLOAD_PREFIXES.public] as const;
/** Every folder the store keeps, the private uploads (served to their owner, docs/decisions/0120) too. */
export const FILE_PREFIXES = [...PUBLIC_FILE_PREFIXES, UPLOAD_PREFIXES.private] as const;
export type FilePrefix = (typeof FILE_PREFIXES)[number];
const FILE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** The folder and name of a stored path, or undefined for anything else. */
export function splitPath(path: string): { prefix: FilePrefix; name: string } | undefined {
  const prefix = FILE_PREFIXES.find((p) => path.startsWith(p));
  if (!prefix) return undefined;
  const name = path.slice(prefix.length);
  return FILE_NAME.test(name) ? { prefix, name } : undefined;
}
