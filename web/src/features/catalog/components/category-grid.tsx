import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import type { Category } from '#web/features/catalog/api/use-categories.ts';
import styles from './category-grid.module.css';
import { CategoryIcon } from './category-icon.tsx';
import { useWholeWordNames } from './use-whole-word-names.ts';

type Props = { categories: Category[]; labelledBy: string };

/** The ten category shortcuts; each opens Explore with its category chosen. */
export function CategoryGrid({ categories, labelledBy }: Props) {
  const grid = useRef<HTMLUListElement>(null);
  const names = useMemo(() => categories.map((category) => category.name), [categories]);
  useWholeWordNames(grid, names);
  return (
    <ul ref={grid} className={styles.root} aria-labelledby={labelledBy}>
      {categories.map((category) => (
        <li key={category.id} className={styles.item}>
          <Link className={styles.link} to={`/explore?category=${category.id}`}>
            <CategoryIcon name={category.name} icon={category.icon} />
            <span className={styles.name}>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
