import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMergeViewedAtLogin } from '#web/api/queries/use-merge-viewed.ts';
import { useRouteHandle } from '#web/app/route-handle.ts';
import { useForgetAbandonedTap } from '#web/session/after-login.ts';
import { Later } from '#web/ui/later.tsx';
import appFrameStyles from './app-frame.module.css';
import { BackClosesDialogs } from './back-closes-dialogs.tsx';
import { BrandBar } from './brand-bar.tsx';
import { isIosDevice } from './is-ios.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import styles from './shell.module.css';
import { TabBar } from './tab-bar.tsx';
import { TitleBar } from './title-bar.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useLiveNotices } from './use-live-notices.ts';
import { useNavigationProgress } from './use-navigation-progress.ts';
import { useScrollAfterNavigation } from './use-scroll-after-navigation.ts';

const never = () => () => {};
// spec §1: on iOS devices an extra black strip sits above the app; a page drawn on the server has none until the
// app takes it over, so its markup matches whatever device opens it.
const useIos = () =>
  useSyncExternalStore(
    never,
    () => isIosDevice(navigator),
    () => false,
  );

export function Shell() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const frame = useRef<HTMLDivElement>(null);
  const chrome = handle?.chrome ?? 'page';
  const ios = useIos();
  useDocumentTitle(handle?.titleKey);
  useNavigationProgress();
  useScrollAfterNavigation(frame, handle?.keepAlive);
  useForgetAbandonedTap();
  useLiveNotices();
  useMergeViewedAtLogin();

  return (
    <div ref={frame} className={`${appFrameStyles.root} ${appFrameStyles[chrome] ?? ''}`}>
      <Later>
        <div className={styles.appTop}>
          {ios ? <div className={styles.iosStrip} aria-hidden="true" /> : null}
          {chrome === 'brand' ? (
            <BrandBar />
          ) : (
            <TitleBar title={handle ? t(handle.titleKey) : t('app.name')} withBack={chrome === 'page'} />
          )}
        </div>
      </Later>
      <div>
        <KeepAliveOutlet keepAlive={handle?.keepAlive} />
      </div>
      <BackClosesDialogs />
      {chrome === 'page' ? null : (
        <Later>
          <TabBar />
        </Later>
      )}
    </div>
  );
}
