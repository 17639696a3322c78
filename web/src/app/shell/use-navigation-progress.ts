import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

// spec §2: a thin bar without a spinner while a navigation (and its lazy screen) loads.
NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });

export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
}
