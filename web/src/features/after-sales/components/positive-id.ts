/** A route parameter that names a record: a positive integer, or 0 when it is missing or anything else. */
export function positiveId(param: string | null | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
