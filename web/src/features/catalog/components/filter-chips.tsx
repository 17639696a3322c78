import { Tag } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { ProductFilter } from '#web/api/queries/catalog-keys.ts';
import type { Category } from '#web/features/catalog/api/use-categories.ts';
import { Money } from '#web/ui/money.tsx';
import styles from './filter-chips.module.css';

type Props = {
  filter: ProductFilter;
  categories: Category[];
  onRemove: (keys: (keyof ProductFilter)[]) => void;
};

/** The chosen filter, one removable chip per choice. */
export function FilterChips({ filter, categories, onRemove }: Props) {
  const { t } = useTranslation();
  const chips: { id: string; keys: (keyof ProductFilter)[]; label: React.ReactNode; name: string }[] = [];
  if (filter.keyword)
    chips.push({ id: 'keyword', keys: ['keyword'], label: `“${filter.keyword}”`, name: filter.keyword });
  if (filter.category) {
    const name = categories.find((category) => category.id === filter.category)?.name ?? '…';
    chips.push({ id: 'category', keys: ['category'], label: name, name });
  }
  if (filter.min_price || filter.max_price) {
    const label = (
      <>
        {filter.min_price ? <Money amount={String(filter.min_price)} /> : '0'} –{' '}
        {filter.max_price ? <Money amount={String(filter.max_price)} /> : '∞'}
      </>
    );
    chips.push({ id: 'price', keys: ['min_price', 'max_price'], label, name: t('catalog.filter.price') });
  }
  if (filter.in_stock)
    chips.push({
      id: 'stock',
      keys: ['in_stock'],
      label: t('catalog.filter.inStock'),
      name: t('catalog.filter.inStock'),
    });
  if (filter.kind) {
    const name = t(`catalog.filter.kind.${filter.kind}`);
    chips.push({ id: 'kind', keys: ['kind'], label: name, name });
  }
  if (chips.length === 0) return null;
  return (
    <ul className={styles.root} aria-label={t('catalog.filter.chosen')}>
      {chips.map((chip) => (
        <li key={chip.id}>
          <Tag round color="primary" fill="outline" className={styles.filterChip}>
            <span>{chip.label}</span>
            <button
              type="button"
              className={styles.filterChipRemove}
              aria-label={t('catalog.filter.remove', { name: chip.name })}
              onClick={() => onRemove(chip.keys)}
            >
              <CloseOutline aria-hidden="true" />
            </button>
          </Tag>
        </li>
      ))}
    </ul>
  );
}
