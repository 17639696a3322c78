// A phone spends a millisecond or more making an Intl format and microseconds using one: each is made once per
// locale and options, and kept (a page lists tens of prices, counts and dates).
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(
    numberFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(
    dateTimeFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
