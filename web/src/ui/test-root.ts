import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A root of its own in the page for each test of the file, unmounted after it: `{ host, root }` of the test running. */
export function testRoot(): { readonly host: HTMLDivElement; readonly root: Root } {
  let host = document.createElement('div');
  let root: Root | undefined;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root?.unmount());
    host.remove();
  });
  return {
    get host() {
      return host;
    },
    get root() {
      if (!root) throw new Error('testRoot() is used inside a test');
      return root;
    },
  };
}
