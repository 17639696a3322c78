import 'nprogress/nprogress.css';
import NProgress from 'nprogress';

// spec §2: a thin bar without a spinner while a navigation (and its lazy screen) loads.
NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });

export { NProgress };
