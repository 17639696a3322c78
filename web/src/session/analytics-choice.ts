import { ANALYTICS_CHOICES, type AnalyticsChoice } from '@crossbay/contract/vitals-rules';

// What the buyer said about sharing page speed, kept on this device (Settings); nothing is sent to say it.
const KEY = 'crossbay.analytics';

export function analyticsChoice(): AnalyticsChoice {
  try {
    const saved = localStorage.getItem(KEY);
    return ANALYTICS_CHOICES.find((choice) => choice === saved) ?? 'unasked';
  } catch {
    return 'unasked';
  }
}

export function chooseAnalytics(choice: Exclude<AnalyticsChoice, 'unasked'>): void {
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // A browser that keeps nothing (private mode, storage full) asks again next time.
  }
}
