import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import iconButtonStyles from '#web/ui/icon-button.module.css';
import styles from './password-input.module.css';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder: string;
  autoComplete?: 'current-password' | 'new-password';
};

/** A password field with a show/hide switch; antd-mobile's Form.Item passes id, value and onChange. */
export function PasswordInput({
  id,
  value,
  onChange,
  placeholder,
  autoComplete = 'current-password',
}: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.root}>
      <ClearableInput
        {...(id ? { id } : {})}
        value={value ?? ''}
        onChange={onChange}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
      <button
        type="button"
        className={iconButtonStyles.root}
        aria-label={visible ? t('account.hidePassword') : t('account.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOutline aria-hidden="true" /> : <EyeInvisibleOutline aria-hidden="true" />}
      </button>
    </div>
  );
}
