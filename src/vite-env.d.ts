/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_MOCKS?: string
  /** Mock mode: where the demo database snapshot is served (vite.config.ts). */
  readonly VITE_MOCK_DB: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
