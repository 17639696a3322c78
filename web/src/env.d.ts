/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** spec §7: the backend base address; the same origin when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
