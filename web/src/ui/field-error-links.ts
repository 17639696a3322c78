// antd-mobile's Form.Item draws a field's error under it, but ties it to nothing: a screen reader neither
// hears it when it appears nor when it reaches the field. This links every shown error to its field
// (aria-describedby, aria-invalid) and makes the first new error of a batch an alert, which is read out
// where it stands (a copy in a live region would put every error text on the page twice).

const ITEM = '.adm-form-item';
const ERROR = '.adm-form-item-feedback-error';
const FIELD =
  'input:not([type="hidden"]):not(:disabled), textarea, select, [role="button"], [role="spinbutton"], [role="radiogroup"]';
const LINKED = 'data-error-link';

let serial = 0;

function describedBy(field: HTMLElement, id: string, on: boolean): void {
  const ids = new Set((field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  if (on) ids.add(id);
  else ids.delete(id);
  if (ids.size > 0) field.setAttribute('aria-describedby', [...ids].join(' '));
  else field.removeAttribute('aria-describedby');
}

/** Links the errors shown now; returns the errors that were not shown before. */
function linkAll(root: ParentNode): HTMLElement[] {
  const fresh: HTMLElement[] = [];
  for (const field of root.querySelectorAll<HTMLElement>(`[${LINKED}]`)) {
    const id = field.getAttribute(LINKED) ?? '';
    if (document.getElementById(id)?.textContent) continue;
    describedBy(field, id, false);
    field.removeAttribute(LINKED);
    field.removeAttribute('aria-invalid');
  }
  for (const error of root.querySelectorAll<HTMLElement>(ERROR)) {
    const field = error.closest(ITEM)?.querySelector<HTMLElement>(FIELD);
    const text = error.textContent?.trim();
    if (!field || !text) continue;
    if (!error.id) {
      serial += 1;
      error.id = `field-error-${serial}`;
    }
    if (field.getAttribute(LINKED) === error.id && error.dataset.said === text) continue;
    describedBy(field, error.id, true);
    field.setAttribute(LINKED, error.id);
    field.setAttribute('aria-invalid', 'true');
    error.dataset.said = text;
    fresh.push(error);
  }
  return fresh;
}

function linkAndSay(root: ParentNode): void {
  const [first] = linkAll(root);
  if (!first) return;
  for (const said of root.querySelectorAll(`${ERROR}[role="alert"]`)) said.removeAttribute('role');
  first.setAttribute('role', 'alert');
}

/**
 * Watches `root` for field errors from now on. It starts at the buyer's first tap, so errors that tap
 * brought up before this code arrived are said at once.
 */
export function linkFieldErrors(root: HTMLElement): () => void {
  linkAndSay(root);
  let frame = 0;
  const observer = new MutationObserver(() => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      linkAndSay(root);
    });
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    window.cancelAnimationFrame(frame);
  };
}
