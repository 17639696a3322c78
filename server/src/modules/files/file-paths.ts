/** The URL folders the store serves, and a file name in them (no slashes, no dot files). */
export const FILE_PREFIXES = ['/media/', '/uploads/'] as const;
export type FilePrefix = (typeof FILE_PREFIXES)[number];
const FILE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** The folder and name of a servable path, or undefined for anything else. */
export function splitPath(path: string): { prefix: FilePrefix; name: string } | undefined {
  const prefix = FILE_PREFIXES.find((p) => path.startsWith(p));
  if (!prefix) return undefined;
  const name = path.slice(prefix.length);
  return FILE_NAME.test(name) ? { prefix, name } : undefined;
}
