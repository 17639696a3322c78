import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { whenIdle } from '#web/ui/when-idle.ts';

// The bar's code is not needed to draw the first screen (the first load shows the boot screen instead): it is
// fetched at the first tap or when idle, and in any case by the first navigation.
type Bar = typeof import('./progress-bar.ts')['NProgress'];
let bar: Promise<Bar> | null = null;
const loadBar = () => {
  bar ??= import('./progress-bar.ts').then((module) => module.NProgress);
  return bar;
};
whenIdle(() => void loadBar());

// spec §2: a thin bar without a spinner while a navigation (and its lazy screen) loads.
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    if (state === 'idle' && !bar) return;
    void loadBar().then((progress) => {
      // The navigation may have ended while the bar's code was on its way.
      if (latest.current === 'idle') progress.done();
      else progress.start();
    });
  }, [state]);
}
