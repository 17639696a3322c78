import { randomKey } from '#web/api/random-key.ts';

// The seen count counts a device once a day, so the device keeps one random id.
const DEVICE_KEY = 'crossbay.device-id';

export function deviceId(): string {
  try {
    const saved = localStorage.getItem(DEVICE_KEY);
    if (saved && /^[\w-]{8,64}$/.test(saved)) return saved;
    const fresh = randomKey();
    localStorage.setItem(DEVICE_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode): the server then counts by address.
    return randomKey();
  }
}
