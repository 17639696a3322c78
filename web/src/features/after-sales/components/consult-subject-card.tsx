import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ItemThumb } from '../../../ui/item-thumb.tsx';
import { ShopLogo } from '../../../ui/shop-logo.tsx';
import type { Subject } from '../api/use-consult-subject.ts';

/** The shop a consultation is with, and the product it is about when there is one. */
export function ConsultSubjectCard({ subject }: { subject: Subject }) {
  const { t } = useTranslation();
  const { merchant, product } = subject;
  return (
    <section className="after-sales__card consult-subject" aria-label={t('afterSales.consult.subject')}>
      <Link to={`/shop/${merchant.id}`} className="consult-subject__shop">
        <ShopLogo name={merchant.name} logo={merchant.logo} size={40} />
        <span className="consult-subject__shop-name">
          <bdi>{merchant.name}</bdi>
        </span>
      </Link>
      {product ? (
        <Link to={`/detail/${product.id}/${merchant.id}`} className="consult-subject__product">
          <ItemThumb src={product.image} />
          <span className="consult-subject__product-name">
            <bdi>{product.name}</bdi>
          </span>
        </Link>
      ) : null}
    </section>
  );
}
