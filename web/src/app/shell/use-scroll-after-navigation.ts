import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// spec §2, §9: after a navigation the page scrolls smoothly to 20 px above the app container's top
// (which clamps to the top of the page); a kept-alive screen returns to where the buyer left it.
const SCROLL_OFFSET_PX = 20;

export function useScrollAfterNavigation(
  frame: RefObject<HTMLElement | null>,
  keepAlive: string | undefined,
) {
  const { key, pathname, search } = useLocation();
  // A kept screen's place belongs to its address: /shop/2 never opens at /shop/1's position.
  const place = keepAlive ? `${keepAlive}|${pathname}${search}` : undefined;
  const positions = useRef(new Map<string, number>());
  const showing = useRef(place);
  const lastKey = useRef(key);

  useEffect(() => {
    const remember = () => {
      if (showing.current) positions.current.set(showing.current, window.scrollY);
    };
    // A page the server drew may have been scrolled before the app took it over.
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    showing.current = place;
    // The first page of a visit opens where the browser puts it.
    if (lastKey.current === key) return;
    lastKey.current = key;
    const saved = place ? positions.current.get(place) : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    const top = (frame.current?.getBoundingClientRect().top ?? 0) + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  }, [key, place, frame]);
}
