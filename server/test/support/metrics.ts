export const METRICS_TOKEN = 'metrics-token-for-tests';

/** The value of one series in Prometheus's text format (0 when it is not there yet). */
export function seriesValue(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name} `) && wanted.length === 0) return Number(line.split(' ').pop());
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (wanted.every((pair) => inside.split(',').includes(pair))) return Number(line.split(' ').pop());
  }
  return 0;
}
