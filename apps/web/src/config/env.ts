import * as z from 'zod/mini';

/**
 * The client's configuration, read from `import.meta.env` (Vite exposes `VITE_*` variables at build time) and
 * validated once. A bad variable fails fast with every problem named.
 */
const envSchema = z.object({
  VITE_API_BASE_URL: z._default(z.string().check(z.minLength(1)), '/api'),
  VITE_SOCKET_PATH: z._default(z.string().check(z.regex(/^\//)), '/socket.io'),
  VITE_GOOGLE_CLIENT_ID: z.optional(z.string()),
  VITE_SUPPORT_EMAIL: z._default(z.email(), 'bantuan@scola.id'),
});

export interface ClientEnv {
  /** Base URL of the product API (same origin by default). */
  apiBaseUrl: string;
  /** socket.io path. */
  socketPath: string;
  /** Google sign-in client id; the Google button is hidden without it. */
  googleClientId: string | undefined;
  supportEmail: string;
  mode: string;
  dev: boolean;
}

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
    mode: typeof source.MODE === 'string' ? source.MODE : 'production',
    dev: source.DEV === true,
  };
}

export const env: ClientEnv = parseEnv(import.meta.env);
