/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SOCKET_PATH?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The landing page's part of the Indonesian translations (`build/landing-translations.ts`, ADR 0011). */
declare module 'virtual:scola/landing-translations' {
  const translations: Record<string, unknown>;
  export default translations;
}

/** The address of the content database, `assets/content-<hash>.json` (`build/content-db.ts`, ADR 0052). */
declare module 'virtual:scola/content' {
  export const contentUrl: string;
}
