import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

// Dialogs can open over dialogs: only the one on top answers Tab, Escape and Back.
type Open = { close: () => void };
const open: Open[] = [];

/** Whether a dialog is open, so the browser's Back should close it rather than leave the screen. */
export function isDialogOpen(): boolean {
  return open.length > 0;
}

/** Back closes the dialog on top (app/shell/back-closes-dialogs.tsx). */
export function closeTopDialog(): void {
  open.at(-1)?.close();
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

/**
 * While `active`: focus moves into the dialog, Tab and Shift+Tab go round inside it, Escape and Back close it;
 * afterwards focus goes back to what had it before, or to the screen's `data-focus-after-dialog` element
 * if that is gone (WAI-ARIA dialog pattern).
 */
export function useFocusTrap(dialog: RefObject<HTMLElement | null>, active: boolean, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!active) return;
    const me: Open = { close: () => close.current() };
    open.push(me);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const enter = window.requestAnimationFrame(() => {
      const root = dialog.current;
      if (root && !root.contains(document.activeElement)) root.focus({ preventScroll: true });
    });
    const onKey = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (open.at(-1) !== me || !root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const inside = focusables(root);
      const first = inside[0];
      const last = inside.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const here = document.activeElement;
      const within = here instanceof Node && root.contains(here);
      if (event.shiftKey && (here === first || !within)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (here === last || !within)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.cancelAnimationFrame(enter);
      document.removeEventListener('keydown', onKey);
      open.splice(open.indexOf(me), 1);
      // The opener may be gone (the screen changed under the dialog): the screen names its successor.
      const back =
        opener?.isConnected && opener !== document.body
          ? opener
          : document.querySelector<HTMLElement>('[data-focus-after-dialog]');
      back?.focus({ preventScroll: true });
    };
  }, [active, dialog]);
}
