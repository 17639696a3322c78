import styles from './address-lines.module.css';

type Props = { lines: readonly string[]; className?: string | undefined };

/**
 * An address as its country's post prints it, line by line (the server formats it: contract/address-format.ts), the
 * same on the address list, checkout and the order. Each line keeps its own direction (a Latin street in Arabic).
 */
export function AddressLines({ lines, className }: Props) {
  return (
    <span className={className ? `${styles.root} ${className}` : styles.root}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are fixed text; two may read the same
        <bdi key={index} className={styles.line}>
          {line}
        </bdi>
      ))}
    </span>
  );
}
