import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

// antd-mobile's PullToRefresh measures, without its gesture and animation libraries (about 20 kB gzip that
// every list screen, the home screen first, loaded before it could show).
const HEAD_PX = 40;
const THRESHOLD_PX = 60;
const COMPLETE_MS = 500;

// The finger travels further than the head grows (antd-mobile's rubber band: dimension 5 heads, constant 0.5).
function rubberband(distance: number): number {
  const dimension = HEAD_PX * 5;
  return (distance * dimension * 0.5) / (dimension + 0.5 * distance);
}

function scrolledAway(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return window.scrollY > 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Content that reloads when pulled down (spec §2), with the translated texts of each step. */
export function RefreshArea({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const [status, setStatus] = useState<Status>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let start: { x: number; y: number } | null = null;
    let pulling = false;
    let pulled = 0;
    let busy = false;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = !busy && event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
      pulling = false;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!pulling) {
        // Only a downward, mostly vertical pull that starts with everything scrolled to the top.
        if (Math.abs(dy) < 2 && Math.abs(dx) < 2) return;
        if (dy <= 0 || Math.abs(dx) > dy || scrolledAway(event.target)) {
          start = null;
          return;
        }
        pulling = true;
        setDragging(true);
      }
      if (event.cancelable) event.preventDefault();
      pulled = Math.max(rubberband(dy), 0);
      setHeight(pulled);
      setStatus(pulled > THRESHOLD_PX ? 'canRelease' : 'pulling');
    };
    const onEnd = async () => {
      if (!pulling) return;
      start = null;
      pulling = false;
      setDragging(false);
      if (pulled <= THRESHOLD_PX) {
        setHeight(0);
        return;
      }
      busy = true;
      setHeight(HEAD_PX);
      setStatus('refreshing');
      try {
        await refresh.current();
        setStatus('complete');
        await sleep(COMPLETE_MS);
      } catch {
        // The request client has shown why; the list stays as it was.
      } finally {
        setHeight(0);
        setStatus('pulling');
        busy = false;
      }
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    pulling: t('list.pulling'),
    canRelease: t('list.canRelease'),
    refreshing: t('list.refreshing'),
    complete: t('list.complete'),
  }[status];
  return (
    <div ref={root} className="adm-pull-to-refresh">
      <div
        className={`adm-pull-to-refresh-head${dragging ? ' adm-pull-to-refresh-head--dragging' : ''}`}
        style={{ height }}
      >
        <div className="adm-pull-to-refresh-head-content" style={{ height: HEAD_PX }}>
          {height > 0 ? text : null}
        </div>
      </div>
      <div className="adm-pull-to-refresh-content">{children}</div>
    </div>
  );
}
