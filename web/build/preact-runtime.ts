import { resolve } from 'node:path';
import type { Alias } from 'vite';

/**
 * The app is written against React's API (and typed by @types/react) but runs on Preact through preact/compat:
 * the same components for a fraction of react-dom's bytes in the first load (docs/decisions/0069).
 * The browser build, the server's build of the first screen and the unit tests all resolve React to it, so the
 * tests exercise the runtime that ships. `react` is compat with what it lacks (react-on-preact.js); the unit
 * tests add React's `act` to it.
 */
export function preactRuntime(react = resolve(import.meta.dirname, 'react-on-preact.js')): Alias[] {
  const exact = (name: string, replacement: string): Alias => ({
    find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
    replacement,
  });
  return [
    exact('react', react),
    exact('react-dom', 'preact/compat'),
    exact('react-dom/client', 'preact/compat/client'),
    exact('react-dom/server', 'preact/compat/server'),
    exact('react/jsx-runtime', 'preact/compat/jsx-runtime'),
    exact('react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'),
    exact('react-dom/test-utils', 'preact/test-utils'),
    // react-i18next's stand-in for React 18's useSyncExternalStore is CommonJS that requires React itself;
    // compat has the hook.
    exact('use-sync-external-store/shim', 'preact/compat'),
  ];
}
