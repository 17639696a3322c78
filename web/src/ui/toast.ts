import { Toast } from 'antd-mobile';
import { announce } from './announcer.ts';

// spec §9: toasts last 1200 ms; a loading toast stays until it is closed.
export const TOAST_MS = 1200;

// antd-mobile shows one toast at a time and hands every caller the same handle, so a loading toast
// may only close itself while it is still the one on screen.
let shown = 0;
let silencePrevious: () => void = () => {};

function show(icon: 'success' | 'fail' | 'loading' | undefined, message: string, durationMs: number) {
  shown += 1;
  silencePrevious();
  const silence = announce(message, icon === 'fail' ? 'alert' : 'status');
  silencePrevious = silence;
  const toast = Toast.show({
    icon,
    content: message,
    duration: durationMs,
    ...(icon === 'loading' ? { maskClickable: false } : {}),
    afterClose: silence,
  });
  return { toast, id: shown };
}

export function showFailure(message: string): void {
  show('fail', message, TOAST_MS);
}

export function showSuccess(message: string): void {
  show('success', message, TOAST_MS);
}

export function showNotice(message: string): void {
  show(undefined, message, TOAST_MS);
}

/** Returns the function that closes it. */
export function showLoading(message: string): () => void {
  const { toast, id } = show('loading', message, 0);
  return () => {
    if (shown === id) toast.close();
  };
}
