import { PAY_CODE_LENGTH } from '@crossbay/contract/account-limits';
import type { PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasscodeCells } from './passcode-cells.tsx';
import styles from './pay-code-entry.module.css';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFill: (value: string) => void;
  error?: string | null | undefined;
  /** Opens the number keyboard this long after mounting (a sheet first slides in). */
  focusAfterMs?: number;
};

/**
 * Six hidden digits typed on antd-mobile's number keyboard (or a hardware keyboard on a desktop). The
 * keyboard's confirm key with fewer than six digits says so (spec §5: payment code 6 digits).
 */
export function PayCodeEntry({ label, value, onChange, onFill, error, focusAfterMs = 0 }: Props) {
  const { t } = useTranslation();
  const input = useRef<PasscodeInputRef>(null);
  const [short, setShort] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => input.current?.focus(), focusAfterMs);
    return () => window.clearTimeout(timer);
  }, [focusAfterMs]);

  const change = (next: string) => {
    setShort(false);
    onChange(next);
  };
  const confirm = () => {
    if (value.length < PAY_CODE_LENGTH) setShort(true);
  };
  const problem = short ? t('validation.payCodeInvalid') : error;
  return (
    <div className={styles.root}>
      <p className={styles.label}>{label}</p>
      <div className={styles.cells}>
        <PasscodeCells
          ref={input}
          label={label}
          value={value}
          onChange={change}
          onFill={onFill}
          error={Boolean(problem)}
          keyboardClassName={styles.keyboard}
          confirmText={t('payCode.done')}
          onConfirm={confirm}
        />
      </div>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
