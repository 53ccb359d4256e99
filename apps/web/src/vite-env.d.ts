/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's id (apps/web/vite.config.ts), also written to dist/version.json: a new deployment differs. */
  readonly VITE_BUILD_ID?: string;
}
