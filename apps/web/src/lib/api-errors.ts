/**
 * Localised text for the errors of the product API and of the session module. The UI branches on the stable
 * `code` only: the English messages of the session module and the API's own messages are for logs.
 */
import type { ErrorCode, ErrorDetails } from '@scola/contracts';
import type { TFunction } from 'i18next';
import { isApiError, isAuthError } from '../auth/errors';

/** An i18n key and its interpolation values. */
export interface LocalisedMessage {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * API codes the user cannot act on: they read the generic text (`apiErrors.UNKNOWN`, or `INTERNAL_ERROR` for a 5xx)
 * instead of one of their own.
 */
export const genericErrorCodes = [
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
] as const satisfies readonly ErrorCode[];

/** Web-only codes: the transport's (`ApiError`) and the session module's (`AuthErrorCode`). */
export const webErrorCodes = [
  // Transport
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  // Session module (`AuthErrorCode`)
  'NO_STRATEGY',
  'STRATEGY_NOT_SUPPORTED',
  'SESSION_EXPIRED',
  'USER_DATA_MISSING',
  'SIGNIN_NO_TOKEN',
  'OAUTH_PROVIDER_ERROR',
  'OAUTH_STATE_MISSING',
  'OAUTH_STATE_MISMATCH',
  'OAUTH_NONCE_MISSING',
  'OAUTH_TOKEN_MISSING',
  'OAUTH_USERINFO_FAILED',
] as const;

const generic = new Set<string>(genericErrorCodes);

/** The stable code of an error of the API or the session module, if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (isApiError(error) || isAuthError(error)) return error.code;
  return undefined;
}

/** `details.retryAfterSeconds` of `ACCOUNT_LOCKED` (read by hand: this file is on the landing page, without zod). */
function retryAfterSeconds(details: unknown): number | undefined {
  const seconds = (details as Partial<ErrorDetails<'ACCOUNT_LOCKED'>> | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The text for an error without one of its own: the server-error text for a 5xx, else the generic one. */
function genericKey(error: unknown): string {
  return isApiError(error) && error.status >= 500 ? 'apiErrors.INTERNAL_ERROR' : 'apiErrors.UNKNOWN';
}

/**
 * What to tell the user about `error`: the text of its code (`apiErrors.<CODE>`), unless the code is a generic one.
 * The translations are the list of codes with a text of their own (every API code but the generic ones, and the
 * web-only ones: the unit tests check both languages); `errorText` reads the generic text for a code without one.
 * No list of codes here: the contracts' list would be 1 KB of the landing page's JavaScript (ADR 0057).
 */
export function errorMessage(error: unknown): LocalisedMessage {
  const code = errorCode(error);
  if (code === 'ACCOUNT_LOCKED' && isApiError(error)) {
    // A lock for the client's address lasts minutes; the delay of a much-guessed address may be seconds.
    const seconds = retryAfterSeconds(error.details);
    if (seconds !== undefined && seconds < 60) {
      return { key: 'apiErrors.ACCOUNT_LOCKED_SECONDS', values: { seconds } };
    }
    if (seconds !== undefined) {
      return { key: 'apiErrors.ACCOUNT_LOCKED_MINUTES', values: { minutes: Math.ceil(seconds / 60) } };
    }
  }
  if (code !== undefined && !generic.has(code)) return { key: `apiErrors.${code}` };
  return { key: genericKey(error) };
}

/**
 * The user-facing text for `error` in the active language. A code without a text of its own (one the app does not
 * know, or one whose text is not loaded yet: the landing page carries the texts of the codes it can meet only,
 * `landingErrorCodes`, until the whole language has loaded) reads the generic text, never its key.
 */
export function errorText(t: TFunction, error: unknown): string {
  const { key, values } = errorMessage(error);
  return t(key, { ...values, defaultValue: t(genericKey(error)) });
}

/** One field the API refused (`VALIDATION_FAILED` / `INVALID_CURRENT_PASSWORD` details), by body path. */
export function refusedFields(error: unknown): string[] {
  if (!isApiError(error) || !Array.isArray(error.details)) return [];
  return error.details
    .map((issue: unknown) => (issue as { location?: unknown; path?: unknown }) ?? {})
    .filter((issue) => issue.location === 'body' && typeof issue.path === 'string' && issue.path !== '')
    .map((issue) => (issue.path as string).split('.')[0] ?? '')
    .filter((field) => field !== '');
}
