import type Toast from 'antd-mobile/es/components/toast';
import { announce } from './announcer.ts';
import { whenIdle } from './when-idle.ts';

// spec §9: toasts last 1200 ms; a loading toast stays until it is closed.
export const TOAST_MS = 1200;

type ToastApi = typeof Toast;
type ToastHandle = ReturnType<ToastApi['show']>;

// antd-mobile's toast (with its mask and animation code) is not part of the first load: it is fetched when
// the browser is idle after the first screen, or by the first toast, whichever comes first. The message is
// announced at once either way; a toast asked for before the code arrives shows when it does, unless a
// later one or its own close came first.
let api: Promise<ToastApi> | null = null;

export function loadToast(): Promise<ToastApi> {
  api ??= import('antd-mobile/es/components/toast').then((module) => module.default);
  return api;
}

// antd-mobile shows one toast at a time and hands every caller the same handle, so a loading toast
// may only close itself while it is still the one on screen.
let shown = 0;
let silencePrevious: () => void = () => {};

function show(icon: 'success' | 'fail' | 'loading' | undefined, message: string, durationMs: number) {
  shown += 1;
  const id = shown;
  silencePrevious();
  const silence = announce(message, icon === 'fail' ? 'alert' : 'status');
  silencePrevious = silence;
  const toast = loadToast().then((toastApi): ToastHandle | null => {
    if (shown !== id) return null;
    return toastApi.show({
      icon,
      content: message,
      duration: durationMs,
      ...(icon === 'loading' ? { maskClickable: false } : {}),
      afterClose: silence,
    });
  });
  return { toast, id };
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
    if (shown !== id) return;
    // Closed before it could be drawn: it never will be.
    shown += 1;
    silencePrevious();
    void toast.then((handle) => handle?.close());
  };
}

whenIdle(() => void loadToast());
