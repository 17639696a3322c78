import { DELIVERY_KINDS, type DeliveryChannel, type DeliveryKind, MAIL_KINDS } from '@crossbay/contract/push';
import { Button, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeliveryPreferences,
  useSetDeliveryPreference,
} from '#web/features/account/api/use-delivery-preferences.ts';
import { canPush, pushSubscription, turnOffPush, turnOnPush } from '#web/features/account/api/web-push.ts';
import menuListStyles from '#web/features/account/components/menu-list.module.css';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { showFailure } from '#web/ui/toast.ts';
import styles from './notice-settings-screen.module.css';

type DeviceState = 'unsupported' | 'blocked' | 'off' | 'on' | 'checking';

function useDevicePush() {
  const [state, setState] = useState<DeviceState>('checking');
  useEffect(() => {
    if (!canPush()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    let live = true;
    pushSubscription().then(
      (subscription) => live && setState(subscription ? 'on' : 'off'),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);
  return [state, setState] as const;
}

/** Me › Settings › Notifications: push on this device, and which notices are pushed and mailed (decision 0116). */
export function NoticeSettingsScreen() {
  const { t } = useTranslation();
  const preferences = useDeliveryPreferences();
  const setPreference = useSetDeliveryPreference();
  const [device, setDevice] = useDevicePush();
  const [busy, setBusy] = useState(false);

  const change = async (next: () => Promise<DeviceState>) => {
    setBusy(true);
    try {
      setDevice(await next());
    } catch {
      showFailure(t('accountScreens.noticeSettings.failed'));
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    change(async () => {
      const permission = await turnOnPush();
      return permission === 'granted' ? 'on' : permission === 'denied' ? 'blocked' : 'off';
    });
  const turnOff = () =>
    change(async () => {
      await turnOffPush();
      return 'off';
    });

  const toggles = (
    channel: DeliveryChannel,
    kinds: readonly DeliveryKind[],
    values: Record<string, boolean>,
  ) => (
    <ul className={menuListStyles.root} aria-label={t(`accountScreens.noticeSettings.${channel}Kinds`)}>
      {kinds.map((kind) => (
        <li key={kind} className={menuListStyles.item}>
          <div className={menuListStyles.row}>
            <span className={menuListStyles.label}>{t(`accountScreens.noticeSettings.kind.${kind}`)}</span>
            <Switch
              aria-label={t(`accountScreens.noticeSettings.kind.${kind}`)}
              checked={values[kind] ?? true}
              onChange={(on) => setPreference.mutate({ channel, kind, on })}
            />
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <main className={screenStyles.root}>
      <section className={styles.section} aria-labelledby="push-device">
        <h2 id="push-device" className={styles.heading}>
          {t('accountScreens.noticeSettings.device')}
        </h2>
        <p className={styles.text}>{t(`accountScreens.noticeSettings.state.${device}`)}</p>
        {device === 'off' ? (
          <Button block color="primary" loading={busy} onClick={() => void turnOn()}>
            {t('accountScreens.noticeSettings.turnOn')}
          </Button>
        ) : null}
        {device === 'on' ? (
          <Button block fill="outline" loading={busy} onClick={() => void turnOff()}>
            {t('accountScreens.noticeSettings.turnOff')}
          </Button>
        ) : null}
      </section>
      <ScreenData query={preferences}>
        {(values) => (
          <>
            <section className={styles.section} aria-labelledby="push-kinds">
              <h2 id="push-kinds" className={styles.heading}>
                {t('accountScreens.noticeSettings.pushKinds')}
              </h2>
              {toggles('push', DELIVERY_KINDS, values.push)}
            </section>
            <section className={styles.section} aria-labelledby="email-kinds">
              <h2 id="email-kinds" className={styles.heading}>
                {t('accountScreens.noticeSettings.emailKinds')}
              </h2>
              <p className={styles.text}>{t('accountScreens.noticeSettings.emailNote')}</p>
              {toggles('email', MAIL_KINDS, values.email)}
            </section>
          </>
        )}
      </ScreenData>
    </main>
  );
}
