import type { CheckoutLine } from '@crossbay/contract/checkout';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckPromo } from '#web/features/orders/api/use-check-promo.ts';
import { showSuccess } from '#web/ui/toast.ts';
import checkoutFieldStyles from './checkout-field.module.css';
import tagStyles from './tag.module.css';

type Props = { lines: CheckoutLine[]; applied: string | null; onApply: (code: string | null) => void };

export function PromoField({ lines, applied, onApply }: Props) {
  const { t } = useTranslation();
  const check = useCheckPromo();
  const [text, setText] = useState(applied ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const code = text.trim();
    if (!code) {
      setProblem(t('orders.checkout.promoEmpty'));
      return;
    }
    setProblem(null);
    check.mutate(
      { code, items: lines },
      {
        onSuccess: (answer) => {
          onApply(answer.code);
          showSuccess(t('orders.checkout.promoApplied'));
        },
        // The server's reason (expired, minimum spend, used up) is toasted and kept beside the field.
        onError: (error) => setProblem(error.message),
      },
    );
  };

  if (applied) {
    return (
      <div className={checkoutFieldStyles.fieldRow}>
        <span className={checkoutFieldStyles.fieldRowLabel}>{t('orders.checkout.promo')}</span>
        <span className={`${tagStyles.root} ${tagStyles.ok}`}>{applied}</span>
        <Button
          size="small"
          fill="none"
          color="primary"
          onClick={() => {
            onApply(null);
            setText('');
          }}
        >
          {t('orders.checkout.promoRemove')}
        </Button>
      </div>
    );
  }
  return (
    <div className={checkoutFieldStyles.fieldBlock}>
      <div className={checkoutFieldStyles.fieldRow}>
        <label htmlFor="promo-code" className={checkoutFieldStyles.fieldRowLabel}>
          {t('orders.checkout.promo')}
        </label>
        <Input
          id="promo-code"
          className={checkoutFieldStyles.fieldRowInput}
          value={text}
          onChange={setText}
          onEnterPress={submit}
          placeholder={t('orders.checkout.promoPlaceholder')}
          autoComplete="off"
          maxLength={32}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'promo-problem' : undefined}
        />
        <Button size="small" color="primary" fill="outline" loading={check.isPending} onClick={submit}>
          {t('orders.checkout.promoCheck')}
        </Button>
      </div>
      {problem ? (
        <p id="promo-problem" className={checkoutFieldStyles.fieldProblem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
