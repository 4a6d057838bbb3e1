/**
 * Errors of the session module. Every error carries a stable `code`: the UI branches on it and shows localised text,
 * never the raw `message` (auth-behaviour.md §8). The messages of the spec's table are kept verbatim because other
 * code and logs search for them.
 */

export type AuthErrorCode =
  | 'NO_STRATEGY'
  | 'STRATEGY_NOT_SUPPORTED'
  | 'SESSION_EXPIRED'
  | 'USER_DATA_MISSING'
  | 'SIGNIN_NO_TOKEN'
  | 'OAUTH_PROVIDER_ERROR'
  | 'OAUTH_STATE_MISSING'
  | 'OAUTH_STATE_MISMATCH'
  | 'OAUTH_NONCE_MISSING'
  | 'OAUTH_TOKEN_MISSING'
  | 'OAUTH_USERINFO_FAILED';

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  readonly details: unknown;

  constructor(code: AuthErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
    this.details = details;
  }
}

export const noStrategyError = (): AuthError => new AuthError('NO_STRATEGY', 'No strategy is set!');

export const strategyNotSupportedError = (name: string): AuthError =>
  new AuthError('STRATEGY_NOT_SUPPORTED', `Strategy not supported: ${name}`, { strategy: name });

/** Thrown to the caller whose request was aborted; deliberately not reported as an error (§6). */
export class SessionExpiredError extends AuthError {
  constructor() {
    super('SESSION_EXPIRED', 'Both token and refresh token have expired. Your request was aborted.');
    this.name = 'SessionExpiredError';
  }
}

export const userDataMissingError = (): AuthError =>
  new AuthError('USER_DATA_MISSING', 'User Data response does not contain field data');

export const signInNoTokenError = (): AuthError =>
  new AuthError('SIGNIN_NO_TOKEN', 'Sign-in response does not contain field data.token');

/**
 * A product API answer outside 2xx, or a network failure (`status` 0, code `NETWORK_ERROR`). `code` is the API's
 * stable error code (`UNAUTHENTICATED`, `VALIDATION_FAILED`, …) or `HTTP_<status>` when the body had none.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor(code: string, status: number, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const isAuthError = (error: unknown): error is AuthError => error instanceof AuthError;
export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
