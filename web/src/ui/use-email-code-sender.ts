import type { EmsEvent, EmsSendBody } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { useResendCountdown } from './use-resend-countdown.ts';

// The server sends one code per address every 60 s; the send button waits as long.
const RESEND_SECONDS = 60;

/**
 * Mails an email verification code (POST /api/ems/send) and counts down to the next allowed send. The countdown
 * is kept under `countdownKey` (the event unless told otherwise), so it survives leaving the screen.
 */
export function useEmailCodeSender(event: EmsEvent, countdownKey: string = event) {
  const send = useMutation({ mutationFn: (body: EmsSendBody) => http.post<null>('/api/ems/send', body) });
  const { left, start } = useResendCountdown(countdownKey, RESEND_SECONDS);
  const sendTo = (email: string, onSent: () => void) =>
    send.mutate(
      { email, event },
      {
        onSuccess: () => {
          start();
          onSent();
        },
      },
    );
  return { sendTo, secondsLeft: left, isPending: send.isPending };
}
