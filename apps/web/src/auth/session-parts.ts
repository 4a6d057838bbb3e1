/**
 * Builds the pieces a session is made of from its options, filling in the browser's globals where nothing was
 * injected. Kept apart from `session.ts` so that the flows there read without the wiring.
 */
import { ApiClient, type FetchLike } from './api-client';
import type { CrossTabLock } from './authorized-requests';
import { resolveConfig, type AuthConfig, type AuthConfigInput } from './config';
import { SessionNavigator, hashRoutePath, type Navigate, type PageLocation } from './navigator';
import { randomString } from './random';
import { AuthStorage, type AuthStorageOptions } from './storage';
import type { GoogleFlowContext } from './strategies/google';
import type { Clock } from './token';
import { TokenStore } from './token-store';

export interface AuthOptions extends AuthConfigInput {
  /** The router's navigation; the session calls it with `{ replace: true }`. */
  navigate: Navigate;
  fetch?: FetchLike;
  clock?: Clock;
  location?: PageLocation;
  /** The current route path; defaults to the hash route (`#/kelas/1` → `/kelas/1`). */
  currentPath?: () => string;
  /** A ready storage; give it the same clock as the session. */
  storage?: AuthStorage;
  /** Backends for the default storage (ignored when `storage` is given). */
  storageOptions?: Omit<AuthStorageOptions, 'prefix' | 'clock'>;
  randomString?: () => string;
  /** Serialises refreshes across tabs; defaults to the Web Locks API. */
  lock?: CrossTabLock;
}

export interface SessionParts {
  config: AuthConfig;
  storage: AuthStorage;
  tokens: TokenStore;
  api: ApiClient;
  navigator: SessionNavigator;
  google: GoogleFlowContext;
}

export function buildSessionParts(options: AuthOptions): SessionParts {
  const config = resolveConfig(options);
  const clock = options.clock ?? Date.now;
  const location = options.location ?? globalThis.location;
  if (!location) throw new TypeError('createAuth needs `location` outside a browser');
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage =
    options.storage ?? new AuthStorage({ ...options.storageOptions, prefix: config.prefix, clock });
  const tokens = new TokenStore(storage, clock, {
    accessMaxAgeS: config.accessTokenMaxAgeS,
    refreshMaxAgeS: config.refreshTokenMaxAgeS,
    marginMs: config.expiryMarginMs,
  });
  const api = new ApiClient(fetchFn, config.apiBaseUrl, location.origin);
  const currentPath = options.currentPath ?? hashRoutePath;
  const navigator = new SessionNavigator(storage, config.redirect, options.navigate, currentPath);
  const google: GoogleFlowContext = {
    config: config.google ?? { authorizationEndpoint: '', userInfoEndpoint: '' },
    storage,
    clock,
    random: options.randomString ?? (() => randomString(10)),
    location,
    fetch: fetchFn,
    api,
    exchangeEndpoint: config.endpoints.google,
  };
  return { config, storage, tokens, api, navigator, google };
}
