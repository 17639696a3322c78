import type { ButtonRef } from 'antd-mobile';
import { type RefObject, useEffect, useState } from 'react';

// Breathing room between the button and the keyboard's top edge.
const GAP_PX = 12;

/**
 * The on-screen number keyboard slides over the bottom of the page: while it is up, the page gets that much
 * more room at its end and scrolls so the submit button sits just above it.
 */
export function useKeyboardClearance(target: RefObject<ButtonRef | null>) {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = target.current?.nativeElement;
    if (height <= 0 || !element) return;
    const covered = element.getBoundingClientRect().bottom + GAP_PX - (window.innerHeight - height);
    if (covered > 0) window.scrollBy({ top: covered, behavior: 'smooth' });
  }, [height, target]);
  return { keyboardHeight: height, setKeyboardHeight: setHeight };
}
