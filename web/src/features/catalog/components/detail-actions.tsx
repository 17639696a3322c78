import { Badge, Button } from 'antd-mobile';
import { MessageOutline, ShopbagOutline, UploadOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBagCount } from '#web/session/cart-count-store.ts';
import styles from './detail-actions.module.css';

type Props = {
  canBuy: boolean;
  adding: boolean;
  consultTo: string;
  onShare: () => void;
  onAdd: () => void;
  onBuy: () => void;
};

/** The bar at the bottom of a product: ask the shop, the bag with its count, share, add, buy. */
export function DetailActions({ canBuy, adding, consultTo, onShare, onAdd, onBuy }: Props) {
  const { t } = useTranslation();
  const bagCount = useBagCount();
  return (
    <div className={styles.root}>
      <Link className={styles.icon} to={consultTo}>
        <MessageOutline aria-hidden="true" />
        <span>{t('catalog.detail.consult')}</span>
      </Link>
      <Link
        className={styles.icon}
        to="/bag"
        aria-label={
          bagCount > 0 ? t('catalog.detail.bagWithCount', { count: bagCount }) : t('catalog.detail.bag')
        }
      >
        <Badge content={bagCount > 0 ? bagCount : null}>
          <ShopbagOutline aria-hidden="true" />
        </Badge>
        <span aria-hidden="true">{t('catalog.detail.bag')}</span>
      </Link>
      <button type="button" className={styles.icon} onClick={onShare}>
        <UploadOutline aria-hidden="true" />
        <span>{t('catalog.detail.share')}</span>
      </button>
      <Button color="warning" disabled={!canBuy} loading={adding} onClick={onAdd}>
        {t('catalog.detail.addToBag')}
      </Button>
      <Button color="primary" disabled={!canBuy} onClick={onBuy}>
        {t('catalog.detail.buyNow')}
      </Button>
    </div>
  );
}
