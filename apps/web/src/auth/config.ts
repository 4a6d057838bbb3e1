/** The session module's configuration (auth-behaviour.md §1) and its defaults. */
import { ACCESS_TOKEN_MAX_AGE_S, EXPIRY_MARGIN_MS, REFRESH_TOKEN_MAX_AGE_S } from './token';

export interface RedirectConfig {
  login: string;
  logout: string;
  callback: string;
  /** Where a signed-in user goes when no path is remembered; a function when it depends on the user (their role). */
  home: string | (() => string);
}

/** The OpenID provider; the product API holds the JWKS and issuer, the client needs only these. */
export interface GoogleConfig {
  /** Without a client id the Google strategy is not registered and its button is not shown. */
  clientId?: string;
  authorizationEndpoint: string;
  userInfoEndpoint: string;
  /** Defaults to `<origin>/masukGoogle.html`. */
  redirectUri?: string;
}

export interface EndpointConfig {
  signIn: string;
  /** Registration (answers no session: the account is activated by an e-mailed link). */
  signUp: string;
  /** The activation link's token for a session (answers like `signIn`). */
  activate: string;
  user: string;
  refresh: string;
  signOut: string;
  google: string;
  /** Links a Google account to the signed-in one (settings' "Hubungkan"; same body as `google`). */
  googleLink: string;
}

export interface AuthConfig {
  /** Base of the product API, relative to the page's origin or absolute. */
  apiBaseUrl: string;
  redirect: RedirectConfig;
  defaultStrategy: string;
  endpoints: EndpointConfig;
  prefix: string;
  accessTokenMaxAgeS: number;
  refreshTokenMaxAgeS: number;
  expiryMarginMs: number;
  google?: GoogleConfig;
}

export type AuthConfigInput = Partial<Omit<AuthConfig, 'redirect' | 'endpoints'>> & {
  redirect?: Partial<RedirectConfig>;
  endpoints?: Partial<EndpointConfig>;
};

export const defaultConfig: AuthConfig = {
  apiBaseUrl: '/api',
  redirect: { login: '/', logout: '/', callback: '/', home: '/beranda' },
  defaultStrategy: 'local',
  endpoints: {
    signIn: '/auth/scola/signin',
    signUp: '/auth/scola/signup',
    activate: '/auth/scola/activate',
    user: '/akun/info',
    refresh: '/auth/scola/refresh',
    signOut: '/auth/scola/signout',
    google: '/auth/scola/google',
    googleLink: '/akun/google',
  },
  prefix: 'auth.',
  accessTokenMaxAgeS: ACCESS_TOKEN_MAX_AGE_S,
  refreshTokenMaxAgeS: REFRESH_TOKEN_MAX_AGE_S,
  expiryMarginMs: EXPIRY_MARGIN_MS,
};

export function resolveConfig(input: AuthConfigInput = {}): AuthConfig {
  return {
    ...defaultConfig,
    ...input,
    redirect: { ...defaultConfig.redirect, ...input.redirect },
    endpoints: { ...defaultConfig.endpoints, ...input.endpoints },
  };
}
