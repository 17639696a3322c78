import { useTranslation } from 'react-i18next';
import { LanguageAndCurrency } from '#web/features/account/components/language-and-currency.tsx';
import { DialogPopup } from '#web/ui/dialog-popup.tsx';
import languagePopupStyles from '#web/ui/language-popup.module.css';

/** The brand bar's language sheet: a chunk of its own, fetched when the bar is idle or first tapped. */
export function LanguagePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogPopup
      visible={visible}
      onClose={onClose}
      bodyClassName={languagePopupStyles.root}
      destroyOnClose
      aria-label={t('routes.language')}
    >
      <LanguageAndCurrency onChosen={onClose} />
    </DialogPopup>
  );
}
