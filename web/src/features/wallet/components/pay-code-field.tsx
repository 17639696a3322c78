import { NumberKeyboard, PasscodeInput } from 'antd-mobile';

type Props = { value?: string; onChange?: (code: string) => void; label: string };

/** The 6-digit payment code, typed on the on-screen number keyboard (never echoed). */
export function PayCodeField({ value, onChange, label }: Props) {
  return (
    <PasscodeInput
      aria-label={label}
      value={value ?? ''}
      onChange={(code) => onChange?.(code)}
      length={6}
      seperated
      keyboard={<NumberKeyboard />}
    />
  );
}
