import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '../../features/account/components/language-list.tsx';

/** The brand bar's language sheet: a chunk of its own, fetched when the bar is idle or first tapped. */
export function LanguagePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="language-popup"
      position="bottom"
      destroyOnClose
    >
      <div role="dialog" aria-modal="true" aria-label={t('routes.language')}>
        <LanguageList onChosen={onClose} />
      </div>
    </Popup>
  );
}
