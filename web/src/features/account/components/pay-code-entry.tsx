import { PAY_CODE_LENGTH } from '@crossbay/contract/account';
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFill: (value: string) => void;
  error?: string | undefined;
};

/** Six hidden digits typed on antd-mobile's number keyboard (or a hardware keyboard on a desktop). */
export function PayCodeEntry({ label, value, onChange, onFill, error }: Props) {
  const { t } = useTranslation();
  const input = useRef<PasscodeInputRef>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  const typeKey = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key) && value.length < PAY_CODE_LENGTH) onChange(value + event.key);
    else if (event.key === 'Backspace') onChange(value.slice(0, -1));
    else return;
    event.preventDefault();
  };
  return (
    <div className="pay-code-entry">
      <p className="pay-code-entry__label">{label}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys land on the passcode cells inside */}
      <div onKeyDown={typeKey}>
        <PasscodeInput
          ref={input}
          aria-label={label}
          length={PAY_CODE_LENGTH}
          value={value}
          onChange={onChange}
          onFill={onFill}
          error={Boolean(error)}
          seperated
          keyboard={<NumberKeyboard confirmText={t('accountScreens.payCode.done')} />}
        />
      </div>
      {error ? (
        <p className="pay-code-entry__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
