/** The web client's session module (auth-behaviour.md). Framework-free; the React binding is `./react`. */
export { Auth, createAuth, type GoogleOutcome } from './session';
export type { AuthOptions } from './session-parts';
export type { AuthMethod, AuthState, AuthUser, ErrorListener } from './session-store';
export { defaultConfig } from './config';
export type { AuthConfig, AuthConfigInput, EndpointConfig, GoogleConfig, RedirectConfig } from './config';
export { ApiError, AuthError, SessionExpiredError, isApiError, isAuthError } from './errors';
export type { AuthErrorCode } from './errors';
export type { ApiRequestInit, FetchLike } from './api-client';
export { AuthStorage } from './storage';
export type { AuthStorageOptions, CookieDocument, KeyValueStore, StorageEventSource } from './storage';
export type { RouteAuth, RouteMeta } from './guard';
export type { GuardResult, Navigate, PageLocation } from './navigator';
export { isSamePage, isValidLocalPath, normalizePath } from './redirect-path';
export type { Credentials, SignUpDetails } from './strategies/local';
export { randomString } from './random';
export { decodeJwtPayload, tokenStatus } from './token';
export type { Clock, TokenStatus } from './token';
