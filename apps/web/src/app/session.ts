/**
 * The app's one session (`auth/`, auth-behaviour.md): created once at boot with the Google settings the API
 * publishes (`GET /api/auth/config`), navigating through the router.
 */
import type { User } from '@scola/contracts';
import {
  createAuth,
  isApiError,
  type Auth,
  type AuthOptions,
  type GoogleConfig,
  type Navigate,
} from '../auth';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { homePath } from '../config/role-areas';

export type AppAuth = Auth<User>;

/** How long the boot waits for `GET /api/auth/config` before starting without Google sign-in. */
export const AUTH_CONFIG_TIMEOUT_MS = 5000;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The Google settings of a `GET /api/auth/config` answer; `undefined` when Google sign-in is off or unreadable. */
export function googleConfigFrom(body: unknown): GoogleConfig | undefined {
  const google = (body as { data?: { google?: unknown } } | null | undefined)?.data?.google;
  if (typeof google !== 'object' || google === null) return undefined;
  const { clientId, authorizationEndpoint, userinfoEndpoint } = google as Record<string, unknown>;
  if (!isText(clientId) || !isText(authorizationEndpoint) || !isText(userinfoEndpoint)) return undefined;
  return { clientId, authorizationEndpoint, userInfoEndpoint: userinfoEndpoint };
}

/** Reads the public sign-in settings; any failure (offline, old API, timeout) means "no Google button". */
export async function loadGoogleConfig(
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
  apiBaseUrl = env.apiBaseUrl,
): Promise<GoogleConfig | undefined> {
  try {
    const response = await fetchFn(`${apiBaseUrl}/auth/config`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(AUTH_CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    return googleConfigFrom(await response.json());
  } catch {
    return undefined;
  }
}

/**
 * The session needs the router's `navigate`, and the router's guard needs the session: the session is created
 * with this bridge, and the router connected to it once it exists (a navigation asked for before is replayed).
 */
export function createNavigationBridge() {
  let target: Navigate | undefined;
  let pending: Parameters<Navigate> | undefined;
  const navigate: Navigate = (path, options) => {
    if (target) target(path, options);
    else pending = [path, options];
  };
  return {
    navigate,
    connect(router: { navigate: (path: string, options?: { replace?: boolean }) => unknown }) {
      target = (path, options) => void router.navigate(path, options);
      if (pending) target(...pending);
      pending = undefined;
    },
  };
}

export type CreateAppAuthOptions = Pick<AuthOptions, 'navigate'> & Partial<Omit<AuthOptions, 'navigate'>>;

/**
 * The session with the app's settings. Errors of the auth flows are logged as warnings (the UI shows its own
 * localised text by code); refusals the user caused and sees (4xx: wrong password, e-mail taken, …) are not.
 */
export function createAppAuth(options: CreateAppAuthOptions): AppAuth {
  // The session module knows no routes of its own: where it sends the user comes from the route table.
  const home = paths.home();
  // Each role has its home (`config/role-areas.ts`), asked once the user is known.
  const toHome = () => homePath(auth.getState().user?.scope);
  const redirect = { login: home, logout: home, callback: home, home: toHome };
  const auth: AppAuth = createAuth<User>({ apiBaseUrl: env.apiBaseUrl, redirect, ...options });
  auth.onError((error, method) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return;
    console.warn(`[auth] ${method} failed:`, error);
  });
  return auth;
}
