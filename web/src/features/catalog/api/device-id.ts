// The seen count counts a device once a day (issue 5), so the device keeps one random id.
const DEVICE_KEY = 'crossbay.device-id';

function randomId(): string {
  // crypto.randomUUID exists only in a secure context; getRandomValues everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  try {
    const saved = localStorage.getItem(DEVICE_KEY);
    if (saved && /^[\w-]{8,64}$/.test(saved)) return saved;
    const fresh = randomId();
    localStorage.setItem(DEVICE_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode): the server then counts by address.
    return randomId();
  }
}
