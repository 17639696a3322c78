import styles from './shop-logo.module.css';

type Props = { name: string; logo: string | null; size: number };

/** A shop's logo, or its first letter while it has none. */
export function ShopLogo({ name, logo, size }: Props) {
  return logo ? (
    <img
      className={styles.root}
      src={logo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      fetchPriority="low"
      decoding="async"
    />
  ) : (
    <span
      className={`${styles.root} ${styles.letter}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?'}
    </span>
  );
}
