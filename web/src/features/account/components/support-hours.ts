import { dateTimeFormat } from '#web/i18n/intl-formats.ts';

/**
 * Customer-service hours are configured in UTC ("01:00"–"13:00"); the buyer reads them in their own time
 * zone, e.g. "09:00 – 21:00" in Asia/Shanghai. A span that crosses midnight stays correct.
 */
export function localSupportHours(
  hours: { from: string; to: string },
  intlLocale: string,
  timeZone: string,
  today: Date = new Date(),
): { from: string; to: string } {
  const format = dateTimeFormat(intlLocale, { hour: '2-digit', minute: '2-digit', timeZone });
  const at = (hhmm: string) => {
    const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
    return format.format(
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour, minute)),
    );
  };
  return { from: at(hours.from), to: at(hours.to) };
}
