import { formatCents, parseCents, parseTypedCents } from '@crossbay/contract/cents';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecimalSeparator } from '#web/i18n/decimal-separator.ts';
import { useMoneyText } from '#web/i18n/use-money-text.ts';
import { Money } from '#web/ui/money.tsx';
import checkoutFieldStyles from './checkout-field.module.css';

type Props = { max: string; applied: string | null; onApply: (amount: string | null) => void };

/** Discount money to spend on this checkout, up to what the server allows (`discount_max`). */
export function DiscountField({ max, applied, onApply }: Props) {
  const { t } = useTranslation();
  const decimal = useDecimalSeparator();
  const money = useMoneyText();
  const [text, setText] = useState(applied?.replace('.', decimal) ?? '');
  const [problem, setProblem] = useState<'validation.discountInvalid' | 'validation.discountTooMuch' | null>(
    null,
  );
  const maxCents = parseCents(max) ?? 0;

  const commit = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') {
      setProblem(null);
      if (applied !== null) onApply(null);
      return;
    }
    const cents = parseTypedCents(trimmed, decimal);
    if (cents === null) {
      setProblem('validation.discountInvalid');
      return;
    }
    if (cents > maxCents) {
      // The typed figure stays, so the buyer sees what was wrong.
      setProblem('validation.discountTooMuch');
      return;
    }
    setProblem(null);
    const amount = cents === 0 ? null : formatCents(cents);
    if (amount !== applied) onApply(amount);
  };

  if (maxCents === 0 && applied === null) {
    return (
      <div className={checkoutFieldStyles.fieldRow}>
        <span className={checkoutFieldStyles.fieldRowLabel}>{t('orders.checkout.discount')}</span>
        <span className={checkoutFieldStyles.fieldRowNote}>{t('orders.checkout.discountNone')}</span>
      </div>
    );
  }
  return (
    <div className={checkoutFieldStyles.fieldBlock}>
      <div className={checkoutFieldStyles.fieldRow}>
        <label htmlFor="discount-money" className={checkoutFieldStyles.fieldRowLabel}>
          {t('orders.checkout.discount')}
        </label>
        <Input
          id="discount-money"
          className={checkoutFieldStyles.fieldRowInput}
          inputMode="decimal"
          value={text}
          onChange={(value) => setText(value.replace(/[^\d.,\s]/g, ''))}
          onBlur={() => commit(text)}
          onEnterPress={() => commit(text)}
          placeholder={t('orders.checkout.discountPlaceholder')}
          aria-invalid={problem !== null}
          aria-describedby="discount-hint"
        />
        <Button
          size="small"
          fill="none"
          color="primary"
          onClick={() => {
            setText(max);
            commit(max);
          }}
        >
          {t('orders.checkout.discountUseMax')}
        </Button>
      </div>
      <p
        id="discount-hint"
        className={problem ? checkoutFieldStyles.fieldProblem : checkoutFieldStyles.fieldHint}
      >
        {/* Too much names the limit itself; otherwise the limit follows. */}
        {problem === 'validation.discountTooMuch' ? (
          t(problem, { max: money(max) })
        ) : (
          <>
            {problem ? `${t(problem)} ` : ''}
            {t('orders.checkout.discountUpTo')} <Money amount={max} />
          </>
        )}
      </p>
    </div>
  );
}
