import { PRODUCT_SORTS, type ProductSort } from '@crossbay/contract/catalog';
import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { classNames } from '#web/ui/class-names.ts';
import styles from './sort-bar.module.css';

type Props = { value: ProductSort; onChange: (sort: ProductSort) => void; className?: string };

export function SortBar({ value, onChange, className }: Props) {
  const { t } = useTranslation();
  return (
    <div className={classNames(styles.root, className)}>
      <CapsuleTabs activeKey={value} onChange={(key) => onChange(key as ProductSort)}>
        {PRODUCT_SORTS.map((sort) => (
          <CapsuleTabs.Tab key={sort} title={t(`catalog.sort.${sort}`)} />
        ))}
      </CapsuleTabs>
    </div>
  );
}
