import { useTranslation } from 'react-i18next';
import { PasscodeCells } from '#web/ui/passcode-cells.tsx';

type Props = {
  value?: string;
  onChange?: (code: string) => void;
  label: string;
  /** The height of the on-screen keyboard once it is up, 0 once it is gone, so the form can make room. */
  onKeyboardHeight?: (px: number) => void;
};

const KEYBOARD_CLASS = 'wallet-keyboard';

/** The 6-digit payment code, typed on the on-screen number keyboard (never echoed); its confirm key closes it. */
export function PayCodeField({ value, onChange, label, onKeyboardHeight }: Props) {
  const { t } = useTranslation();
  return (
    <PasscodeCells
      label={label}
      value={value ?? ''}
      onChange={(code) => onChange?.(code)}
      keyboardClassName={KEYBOARD_CLASS}
      confirmText={t('wallet.withdraw.keyboardDone')}
      afterShow={() =>
        onKeyboardHeight?.(document.querySelector(`.${KEYBOARD_CLASS}`)?.getBoundingClientRect().height ?? 0)
      }
      afterClose={() => onKeyboardHeight?.(0)}
    />
  );
}
