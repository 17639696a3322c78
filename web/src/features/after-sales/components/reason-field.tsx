import { REFUND_REASONS, type RefundReason } from '@crossbay/contract/after-sales';
import { Radio } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogPopup } from '#web/ui/dialog-popup.tsx';
import afterSalesStyles from './after-sales.module.css';
import styles from './reason-field.module.css';

type Props = { value?: RefundReason; onChange?: (reason: RefundReason) => void };

/** The refund reason, picked from the contract's list in a sheet; the field shows the chosen one. */
export function ReasonField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const label = t('afterSales.refund.reason');
  const shown = value ? t(`afterSales.refund.reasons.${value}`) : t('afterSales.refund.chooseReason');
  return (
    <>
      <button
        type="button"
        className={value ? styles.pickerButton : `${styles.pickerButton} ${styles.pickerButtonEmpty}`}
        // The label names the field, the text its value: both are read.
        aria-label={`${label}: ${shown}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span>{shown}</span>
        <RightOutline aria-hidden="true" className={styles.pickerButtonArrow} />
      </button>
      <DialogPopup
        visible={open}
        onClose={() => setOpen(false)}
        bodyClassName={afterSalesStyles.sheet}
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className={afterSalesStyles.sheetTitle}>
          {label}
        </h2>
        <Radio.Group
          value={value}
          onChange={(picked) => {
            onChange?.(String(picked) as RefundReason);
            setOpen(false);
          }}
        >
          <ul className={styles.reasonOptions}>
            {REFUND_REASONS.map((reason) => (
              <li key={reason}>
                <Radio value={reason} block className={styles.reasonOptionsOption}>
                  {t(`afterSales.refund.reasons.${reason}`)}
                </Radio>
              </li>
            ))}
          </ul>
        </Radio.Group>
      </DialogPopup>
    </>
  );
}
