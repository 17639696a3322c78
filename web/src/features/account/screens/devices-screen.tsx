import type { SessionRow } from '@crossbay/contract/account';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useEndSessions, useSessions } from '#web/features/account/api/use-sessions.ts';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { ask } from '#web/ui/ask.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import styles from './devices-screen.module.css';

/** Security › Devices: where the account is logged in, each with "sign out", and "sign out everywhere else". */
export function DevicesScreen() {
  const { t } = useTranslation();
  const dateText = useDateText();
  const sessions = useSessions();
  const end = useEndSessions();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);

  const endOne = async (session: SessionRow) => {
    const device = session.device ?? t('accountScreens.devices.unknown');
    const sure = await ask({
      message: t('accountScreens.devices.confirmOne', { device }),
      yes: t('accountScreens.devices.signOut'),
      no: t('accountScreens.devices.cancel'),
    });
    if (sure)
      end.mutate({ id: session.id }, { onSuccess: () => showSuccess(t('accountScreens.devices.done')) });
  };
  const endOthers = async () => {
    const sure = await ask({
      message: t('accountScreens.devices.confirmOthers', { count: others.length }),
      yes: t('accountScreens.devices.signOutOthers'),
      no: t('accountScreens.devices.cancel'),
    });
    if (sure) end.mutate('others', { onSuccess: () => showSuccess(t('accountScreens.devices.done')) });
  };

  return (
    <ScreenData
      query={sessions}
      loading={<PageSkeleton label={t('common.loading')} />}
      failed={{ title: t('accountScreens.devices.loadFailed') }}
    >
      {() => (
        <main className={screenStyles.root}>
          <ul className={styles.list} aria-label={t('accountScreens.devices.list')}>
            {list.map((session) => (
              <li key={session.id} className={styles.row}>
                <div className={styles.facts}>
                  <p className={styles.device}>{session.device ?? t('accountScreens.devices.unknown')}</p>
                  {session.address ? <p className={styles.detail}>{session.address}</p> : null}
                  <p className={styles.detail}>
                    {t('accountScreens.devices.lastSeen', {
                      when: dateText(session.last_seen_at ?? session.created_at),
                    })}
                  </p>
                </div>
                {session.current ? (
                  <span className={styles.current}>{t('accountScreens.devices.thisDevice')}</span>
                ) : (
                  <Button
                    size="mini"
                    shape="rounded"
                    fill="outline"
                    disabled={end.isPending}
                    onClick={() => void endOne(session)}
                  >
                    {t('accountScreens.devices.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <div className={styles.others}>
              <Button
                block
                color="danger"
                fill="outline"
                disabled={end.isPending}
                onClick={() => void endOthers()}
              >
                {t('accountScreens.devices.signOutOthers')}
              </Button>
            </div>
          ) : null}
        </main>
      )}
    </ScreenData>
  );
}
