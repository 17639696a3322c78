// A page the server drew shows its screen before the app runs. Until then its markup is a picture: the page
// ignores pointers (the `data-drawn` rule of global.css) until this script listens; from then until the app has
// taken the page over (`data-taking-over`, a waiting cursor), the last tap is held, neither followed as a plain
// link nor half-done, and done afterwards.
let held: Element | null = null;
let listening = false;

function hold(event: MouseEvent): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  held = event.target instanceof Element ? event.target : null;
}

export function holdTaps(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', hold, true);
  document.documentElement.toggleAttribute('data-taking-over', true);
  document.documentElement.removeAttribute('data-drawn');
}

/** The app has taken the page over: the held tap, if any, is done now on the same element. */
export function releaseTaps(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', hold, true);
  document.documentElement.removeAttribute('data-taking-over');
  const target = held;
  held = null;
  // On the element tapped (an icon inside a button, too), bubbling up to whatever handles it.
  if (target?.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
