import { useState } from 'react';
import styles from './category-icon.module.css';

type Props = { name: string; icon: string };

export function CategoryIcon({ name, icon }: Props) {
  const [broken, setBroken] = useState(false);
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span className={styles.root} aria-hidden="true">
      {broken || !icon ? (
        <span className={styles.letter}>{letter}</span>
      ) : (
        <img
          className={styles.image}
          src={icon}
          alt=""
          loading="lazy"
          fetchPriority="low"
          onError={() => setBroken(true)}
        />
      )}
    </span>
  );
}
