/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** spec §7: the backend base address; the same origin when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:crossbay-locales' {
  type Messages = import('./i18n/merge-messages.ts').Messages;
  type LaterArea = import('./i18n/areas.ts').LaterArea;
  /** Per locale, a lazy import of its first areas' strings and of its later areas' (web/build/locale-bundles.ts). */
  export const loaders: Record<
    string,
    | (() => Promise<{
        default: Messages;
        later: Record<LaterArea, () => Promise<{ default: Messages }>>;
      }>)
    | undefined
  >;
}
