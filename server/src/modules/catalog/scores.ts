/** An average score as shown: one decimal, or null while there is nothing to average. */
export const oneDecimal = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
