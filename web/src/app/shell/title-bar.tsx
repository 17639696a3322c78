import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../ui/use-go-back.ts';

/** The top bar of a screen: its title, and a back button on screens outside the tabs. */
export function TitleBar({ title, withBack }: { title: string; withBack: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className="title-bar">
      {withBack ? (
        <button type="button" className="title-bar__back" aria-label={t('nav.back')} onClick={goBack}>
          <LeftOutline aria-hidden="true" />
        </button>
      ) : null}
      <h1 className="title-bar__title">{title}</h1>
    </header>
  );
}
