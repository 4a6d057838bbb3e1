/**
 * Localised text for the errors of the product API and of the session module. The UI branches on the stable
 * `code` only: the English messages of the session module and the API's own messages are for logs.
 */
import type { ErrorCode, ErrorDetails } from '@scola/contracts';
import { errorCodes } from '@scola/contracts/error-codes';
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

/**
 * Codes with their own text under `apiErrors.<CODE>`: every API code (contracts `errorCodes`) but the generic ones,
 * and the web-only ones. Everything else reads `apiErrors.UNKNOWN`.
 */
export const localisedErrorCodes: readonly string[] = [
  ...errorCodes.filter((code) => !generic.has(code)),
  ...webErrorCodes,
];

const localised = new Set<string>(localisedErrorCodes);

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

/** What to tell the user about `error`. */
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
  if (code !== undefined && localised.has(code)) return { key: `apiErrors.${code}` };
  if (isApiError(error) && error.status >= 500) return { key: 'apiErrors.INTERNAL_ERROR' };
  return { key: 'apiErrors.UNKNOWN' };
}

/**
 * The user-facing text for `error` in the active language. A code whose text is not loaded yet reads the generic
 * text, never its key: the landing page carries the texts of the codes it can meet only (`landingErrorCodes`,
 * ADR 0057) until the whole language has loaded.
 */
export function errorText(t: TFunction, error: unknown): string {
  const { key, values } = errorMessage(error);
  const generic = isApiError(error) && error.status >= 500 ? 'apiErrors.INTERNAL_ERROR' : 'apiErrors.UNKNOWN';
  return t(key, { ...values, defaultValue: t(generic) });
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
