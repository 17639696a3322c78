// The page's only script before its first screen paints: the global styles, and, on a page the server drew, what
// keeps a tap until the app has taken the page over. The app itself (boot.tsx) loads after the largest picture
// has painted, so that it never competes with it (docs/decisions/0060).
import 'antd-mobile/es/global/global.css';
import './ui/tokens.css';
import './ui/antd-overrides.css';
import './app/global.css';
import { afterFirstPaint } from './app/after-first-paint.ts';
import { holdTaps, releaseTaps } from './app/held-taps.ts';
import { nextTask } from './ui/next-task.ts';

// What antd-mobile/es/global does besides its styles: Safari applies `:active` to a button only with a touch listener.
document.addEventListener('touchstart', () => {}, true);

const drawn = document.getElementById('first-screen-data') !== null;
if (drawn) holdTaps();
// How many of the app's modules are preloaded per task: each preload costs a phone a few milliseconds.
const PRELOADS_PER_TASK = 6;

// A drawn page lists the app's modules for its screen (server/src/plugins/first-screen-html.ts): preloaded a few
// at a time, Vite's loader finds them there and adds none of its own, all in one task.
async function preloadAppModules(): Promise<void> {
  const modules = document.getElementById('app-modules');
  if (!(modules instanceof HTMLTemplateElement)) return;
  const links = [...modules.content.children];
  for (let start = 0; start < links.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    document.head.append(...links.slice(start, start + PRELOADS_PER_TASK));
  }
}

void afterFirstPaint(drawn)
  .then(preloadAppModules)
  .then(() => import('./boot.tsx'))
  .then(({ boot }) => boot(releaseTaps));
