import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSavedIds } from '#web/features/catalog/api/use-saved-ids.ts';
import { useAfterLogin } from '#web/session/after-login.ts';
import styles from './heart-button.module.css';
import { useRequireLogin } from './use-require-login.ts';

type Props = {
  productId: number;
  /** The id of the product's name, so a screen reader says which product the heart saves. */
  describedBy?: string;
  className?: string;
};

/** Saves the product to the wishlist or removes it; a visitor is sent to log in first and brought back. */
export function HeartButton({ productId, describedBy, className = '' }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const saved = useSavedIds().ids.has(productId);
  const afterLogin = `save-${productId}`;
  const setSaved = (want?: boolean) =>
    void import('#web/features/catalog/api/toggle-saved.ts').then(({ toggleSaved }) =>
      toggleSaved(queryClient, productId, want),
    );
  useAfterLogin(afterLogin, () => setSaved(true));
  const toggle = () => {
    if (requireLogin({ afterwards: { action: afterLogin } })) setSaved();
  };
  return (
    <button
      type="button"
      className={`${styles.root} ${className}`}
      aria-pressed={saved}
      aria-label={saved ? t('catalog.wishlist.remove') : t('catalog.wishlist.save')}
      aria-describedby={describedBy}
      onClick={toggle}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.4-4.5-9.4-9C1.2 8.2 3.2 4.6 6.7 4.6c2 0 3.5 1.1 4.3 2.5.8-1.4 2.3-2.5 4.3-2.5 3.5 0 5.5 3.6 4.1 6.9-2 4.5-9.4 9-9.4 9Z" />
      </svg>
    </button>
  );
}
