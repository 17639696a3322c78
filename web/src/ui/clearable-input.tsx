import { Input, type InputProps } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './clearable-input.module.css';

/**
 * antd-mobile's Input with a clear button a keyboard and a screen reader can use: the library's own
 * clear icon is a bare div with a label (neither focusable nor a button).
 */
export function ClearableInput(props: Omit<InputProps, 'clearable'>) {
  const { value, onChange, onClear, disabled, readOnly } = props;
  const clear = () => {
    onChange?.('');
    onClear?.();
  };
  return (
    <div className={styles.root}>
      <Input {...props} />
      {value && !disabled && !readOnly ? <ClearButton onClear={clear} /> : null}
    </div>
  );
}

/** The round × that empties a field; pressing it keeps the focus in the field. */
export function ClearButton({ onClear, className }: { onClear: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className ? `${styles.clear} ${className}` : styles.clear}
      aria-label={t('common.clear')}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
    >
      <CloseCircleFill aria-hidden="true" />
    </button>
  );
}
