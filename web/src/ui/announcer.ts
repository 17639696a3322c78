// antd-mobile draws toasts inside an aria-hidden mask, so assistive technology would never hear them.
// Every toast is therefore also written to a visually hidden live region.
type Politeness = 'alert' | 'status';

function regionFor(role: Politeness): HTMLElement {
  const id = `announcer-${role}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = id;
  region.className = 'visually-hidden';
  region.setAttribute('role', role);
  document.body.append(region);
  return region;
}

/** Says the message; returns the function that takes it back (once it is no longer on screen). */
export function announce(message: string, role: Politeness): () => void {
  const region = regionFor(role);
  region.textContent = message;
  return () => {
    if (region.textContent === message) region.textContent = '';
  };
}
