import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// How antd-mobile's imperative Toast and Dialog are drawn: its own default (rc-util's render) calls ReactDOM.render,
// which React 19 removed, and brings Babel's async runtime with it. The build puts this module in its place
// (vite.config.ts), so the default costs the first load nothing; ui/react-19-render.ts hands it to antd-mobile too.
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  const root = roots.get(container);
  // Unmounting inside the render that asked for it makes React warn; wait one task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  root?.unmount();
  roots.delete(container);
}
