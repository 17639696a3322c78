/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** spec §7: the backend base address; the same origin when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:crossbay-locales' {
  /** A lazy import of each locale's merged strings (web/build/locale-bundles.ts). */
  export const loaders: Record<
    string,
    () => Promise<{ default: import('./i18n/merge-messages.ts').Messages }>
  >;
}
