import * as z from 'zod/mini';

/**
 * The client's configuration: the `VITE_*` variables (fixed when the app is built), validated with zod. A bad
 * variable fails fast with every problem named: `vite.config.ts` runs `parseEnv` when it builds (or serves) the app
 * and hands the result to the client (`env.ts`), so zod is not shipped to the browser for six strings.
 */

/** OpenStreetMap's public tiles; replace with your own tile server in production (their usage policy applies). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

const envSchema = z.object({
  VITE_API_BASE_URL: z._default(z.string().check(z.minLength(1)), '/api'),
  VITE_SOCKET_PATH: z._default(z.string().check(z.regex(/^\//)), '/socket.io'),
  VITE_GOOGLE_CLIENT_ID: z.optional(z.string()),
  VITE_SUPPORT_EMAIL: z._default(z.email(), 'bantuan@scola.id'),
  VITE_MAP_TILE_URL: z._default(z.string().check(z.minLength(1)), DEFAULT_MAP_TILE_URL),
  VITE_MAP_TILE_ATTRIBUTION: z._default(z.string().check(z.minLength(1)), DEFAULT_MAP_TILE_ATTRIBUTION),
});

export interface ClientEnv {
  /** Base URL of the product API (same origin by default). */
  apiBaseUrl: string;
  /** socket.io path. */
  socketPath: string;
  /** Google sign-in client id; the Google button is hidden without it. */
  googleClientId: string | undefined;
  supportEmail: string;
  /**
   * Map tiles of the tutor pages (Leaflet URL template, `{z}/{x}/{y}`); `none` turns the map off (the address
   * alone is shown). The map falls back to the address whenever tiles cannot load.
   */
  mapTileUrl: string | null;
  mapTileAttribution: string;
  mode: string;
  dev: boolean;
}

/** What the build hands to the client (`mode` and `dev` come from Vite itself). */
export type BuiltClientEnv = Omit<ClientEnv, 'mode' | 'dev'>;

export function parseEnv(source: Record<string, unknown>): ClientEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid client environment:\n  ${problems.join('\n  ')}`);
  }
  const env = result.data;
  return {
    apiBaseUrl: env.VITE_API_BASE_URL.replace(/\/+$/, ''),
    socketPath: env.VITE_SOCKET_PATH,
    googleClientId: env.VITE_GOOGLE_CLIENT_ID || undefined,
    supportEmail: env.VITE_SUPPORT_EMAIL,
    mapTileUrl: env.VITE_MAP_TILE_URL === 'none' ? null : env.VITE_MAP_TILE_URL,
    mapTileAttribution: env.VITE_MAP_TILE_ATTRIBUTION,
    mode: typeof source.MODE === 'string' ? source.MODE : 'production',
    dev: source.DEV === true,
  };
}

/** The part of `parseEnv`'s answer the build defines for the client (`__SCOLA_CLIENT_ENV__`). */
export function builtEnvOf(source: Record<string, unknown>): BuiltClientEnv {
  const { mode: _mode, dev: _dev, ...built } = parseEnv(source);
  return built;
}
