import type { ProductDetail } from '@crossbay/contract/catalog';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApproxPrice } from '#web/ui/approx-price.tsx';
import { CloseButton } from '#web/ui/close-button.tsx';
import { DialogPopup } from '#web/ui/dialog-popup.tsx';
import { ItemThumb } from '#web/ui/item-thumb.tsx';
import { Money } from '#web/ui/money.tsx';
import { QuantityRow } from './quantity-row.tsx';
import { SpecPicker } from './spec-picker.tsx';
import styles from './spec-sheet.module.css';

export type PurchaseAction = 'add' | 'buy';

type Props = {
  product: ProductDetail;
  /** What the buyer tapped with no specification chosen; null keeps the sheet closed. */
  action: PurchaseAction | null;
  chosenId: number | null;
  onChoose: (skuId: number) => void;
  quantity: number;
  maxQuantity: number;
  onQuantity: (quantity: number) => void;
  /** Carries out `action` with the chosen specification. */
  onConfirm: (action: PurchaseAction) => void;
  onClose: () => void;
};

/**
 * The specification chooser that "Add to bag" and "Buy now" open when no specification is chosen yet, as
 * the big mobile shops do: choosing one and confirming completes the action the buyer started.
 */
export function SpecSheet({
  product,
  action,
  chosenId,
  onChoose,
  quantity,
  maxQuantity,
  onQuantity,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [missing, setMissing] = useState(false);
  const chosen = product.skus.find((sku) => sku.id === chosenId) ?? null;
  const close = () => {
    setMissing(false);
    onClose();
  };
  return (
    <DialogPopup
      visible={action !== null}
      onClose={close}
      bodyClassName={styles.root}
      aria-labelledby="spec-sheet-title"
      withClose={false}
      className={styles.body}
    >
      <header className={styles.head}>
        <ItemThumb
          src={product.pictures[chosen?.picture ?? 0]?.thumb ?? product.pictures[0]?.thumb ?? null}
        />
        <div className={styles.facts}>
          <h2 id="spec-sheet-title" className={styles.title}>
            {t('catalog.detail.chooseSpecTitle')}
          </h2>
          <strong className={styles.price}>
            <Money amount={chosen?.price ?? product.price} />
            <ApproxPrice amount={chosen?.price ?? product.price} />
          </strong>
          <span className={styles.chosen}>
            {chosen ? `${t('catalog.detail.spec')}: ${chosen.spec}` : product.name}
          </span>
        </div>
        <CloseButton className={styles.close} onClick={close} />
      </header>
      <SpecPicker
        skus={product.skus}
        chosen={chosenId}
        onChoose={(skuId) => {
          setMissing(false);
          onChoose(skuId);
        }}
      />
      <QuantityRow
        className={styles.quantity}
        value={quantity}
        max={maxQuantity}
        disabled={false}
        onChange={onQuantity}
      />
      {missing ? (
        <p className={styles.missing} role="alert">
          {t('catalog.detail.chooseSpec')}
        </p>
      ) : null}
      <Button
        block
        shape="rounded"
        color={action === 'add' ? 'warning' : 'primary'}
        onClick={() => {
          if (!chosen) {
            setMissing(true);
            return;
          }
          if (action) onConfirm(action);
        }}
      >
        {action === 'add' ? t('catalog.detail.addToBag') : t('catalog.detail.buyNow')}
      </Button>
    </DialogPopup>
  );
}
