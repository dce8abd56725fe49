/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MAIN_API_URL?: string;
  readonly VITE_REAL_ESTATE_API_URL?: string;
  readonly VITE_PRIMARY_API_URL?: string;
}
