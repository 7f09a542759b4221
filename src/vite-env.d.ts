/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** AES key of the persisted state (lib/storage); a documented development default when unset */
  readonly VITE_STORAGE_KEY?: string;
  /** base address of the API; same origin when unset */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
