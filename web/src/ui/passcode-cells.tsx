import { PAY_CODE_LENGTH } from '@crossbay/contract/account-limits';
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { type KeyboardEvent, type Ref, useEffect, useRef } from 'react';
import styles from './passcode-cells.module.css';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFill?: (value: string) => void;
  error?: boolean;
  keyboardClassName?: string | undefined;
  confirmText: string;
  onConfirm?: () => void;
  afterShow?: () => void;
  afterClose?: () => void;
  ref?: Ref<PasscodeInputRef>;
};

/**
 * Six hidden digits typed on antd-mobile's number keyboard, or on a hardware keyboard. The library keeps
 * a native text input under `aria-hidden` that is never used once a keyboard is given; it is made inert
 * so that neither Tab nor a screen reader can land on it (WCAG 4.1.2: a focusable thing inside a button).
 */
export function PasscodeCells({
  label,
  value,
  onChange,
  onConfirm,
  keyboardClassName,
  confirmText,
  ...rest
}: Props) {
  const cells = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const unused = cells.current?.querySelector('input');
    if (!unused) return;
    unused.disabled = true;
    unused.tabIndex = -1;
  }, []);
  const typeKey = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key) && value.length < PAY_CODE_LENGTH) onChange(value + event.key);
    else if (event.key === 'Backspace') onChange(value.slice(0, -1));
    else if (event.key === 'Enter') onConfirm?.();
    else return;
    event.preventDefault();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys land on the passcode cells inside
    <div ref={cells} className={styles.root} onKeyDown={typeKey}>
      <PasscodeInput
        ref={rest.ref}
        aria-label={label}
        length={PAY_CODE_LENGTH}
        value={value}
        onChange={onChange}
        {...(rest.onFill ? { onFill: rest.onFill } : {})}
        error={rest.error ?? false}
        seperated
        keyboard={
          <NumberKeyboard
            className={keyboardClassName}
            confirmText={confirmText}
            {...(onConfirm ? { onConfirm } : {})}
            {...(rest.afterShow ? { afterShow: rest.afterShow } : {})}
            {...(rest.afterClose ? { afterClose: rest.afterClose } : {})}
          />
        }
      />
    </div>
  );
}
