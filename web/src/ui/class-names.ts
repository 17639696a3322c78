/** The classes given, in order, without the ones a condition left out: `classNames(styles.row, on && styles.on)`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
