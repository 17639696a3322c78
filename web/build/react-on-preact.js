// What the app and react-router take from React and preact/compat lacks: React 19's <Activity> and
// useOptimistic. JavaScript: compat's types say `export =`, which TypeScript will not re-export with `export *`.
import { createElement, useCallback, useRef, useState } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * Keeps its children mounted, their state and DOM included, while `mode` is "hidden" and takes them out of the
 * page's layout. Unlike React's, a hidden Activity keeps its children's effects running, and its box is an
 * element of its own that lays out as if absent (`display: contents`).
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/**
 * The value to show and a way to change it ahead of `passthrough`. Preact has no transitions for an optimistic
 * value to last through: it lasts until `passthrough` changes (react-router calls it only with its transition
 * option, which the app leaves off).
 */
export function useOptimistic(passthrough, reducer) {
  const base = useRef(passthrough);
  base.current = passthrough;
  const [entry, setEntry] = useState({ from: passthrough, value: passthrough });
  const add = useCallback(
    (action) =>
      setEntry((previous) => {
        const from = base.current;
        const current = previous.from === from ? previous.value : from;
        const value = reducer
          ? reducer(current, action)
          : typeof action === 'function'
            ? action(current)
            : action;
        return { from, value };
      }),
    [reducer],
  );
  return [entry.from === passthrough ? entry.value : passthrough, add];
}
