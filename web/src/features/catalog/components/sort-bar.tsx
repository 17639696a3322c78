import { PRODUCT_SORTS, type ProductSort } from '@crossbay/contract/catalog';
import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

type Props = { value: ProductSort; onChange: (sort: ProductSort) => void };

export function SortBar({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="sort-bar">
      <CapsuleTabs activeKey={value} onChange={(key) => onChange(key as ProductSort)}>
        {PRODUCT_SORTS.map((sort) => (
          <CapsuleTabs.Tab key={sort} title={t(`catalog.sort.${sort}`)} />
        ))}
      </CapsuleTabs>
    </div>
  );
}
