import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'crossbay.resend.';

function storedDeadline(key: string): number {
  try {
    return Number(sessionStorage.getItem(PREFIX + key)) || 0;
  } catch {
    return 0; // storage refused (a private window): the countdown then lasts as long as the screen
  }
}

/**
 * Seconds left before a code may be sent again. The deadline is kept in the tab's sessionStorage under `key`,
 * so leaving the screen and coming back (or reloading) does not offer a resend the server would refuse.
 */
export function useResendCountdown(key: string, seconds: number) {
  const [until, setUntil] = useState(() => storedDeadline(key));
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    setUntil(storedDeadline(key));
    setNow(Date.now());
  }, [key]);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);

  const start = useCallback(() => {
    const at = Date.now();
    const deadline = at + seconds * 1000;
    try {
      sessionStorage.setItem(PREFIX + key, String(deadline));
    } catch {
      // storage refused: the countdown still runs while the screen is open
    }
    setNow(at);
    setUntil(deadline);
  }, [key, seconds]);

  return { left, start };
}
