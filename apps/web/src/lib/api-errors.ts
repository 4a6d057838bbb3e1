/**
 * Localised text for the errors of the product API and of the session module. The UI branches on the stable
 * `code` only: the English messages of the session module and the API's own messages are for logs.
 */
import type { TFunction } from 'i18next';
import { isApiError, isAuthError } from '../auth/errors';

/** An i18n key and its interpolation values. */
export interface LocalisedMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** Codes with their own text under `apiErrors.<CODE>`; everything else reads `apiErrors.UNKNOWN`. */
export const localisedErrorCodes = [
  // Product API (contracts `errorCodes`)
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_LOCKED',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_TOKEN',
  'INVALID_CURRENT_PASSWORD',
  'GOOGLE_DISABLED',
  'GOOGLE_TOKEN_INVALID',
  'EMAIL_NOT_VERIFIED',
  'ITEM_NOT_FOR_SALE',
  'ITEM_ALREADY_OWNED',
  'ITEM_ALREADY_IN_CART',
  'CLASS_FULL',
  'CART_EMPTY',
  'CART_CHANGED',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_INACTIVE',
  'VOUCHER_EXPIRED',
  'VOUCHER_NOT_STARTED',
  'VOUCHER_QUOTA_EXHAUSTED',
  'VOUCHER_USER_LIMIT_REACHED',
  'VOUCHER_MINIMUM_NOT_MET',
  'VOUCHER_NOT_APPLICABLE',
  'ORDER_NOT_PENDING',
  'ORDER_EXPIRED',
  'ORDER_ITEM_PENDING',
  'PAYMENT_NOTIFICATION_INVALID',
  'PAYMENT_SIGNATURE_INVALID',
  'PAYMENT_AMOUNT_MISMATCH',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  'NOT_OWNED',
  'DOWNLOAD_LINK_INVALID',
  'FREE_TRIAL_ALREADY_REQUESTED',
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

const localised = new Set<string>(localisedErrorCodes);

/** The stable code of an error of the API or the session module, if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (isApiError(error) || isAuthError(error)) return error.code;
  return undefined;
}

function retryAfterMinutes(details: unknown): number | undefined {
  const seconds = (details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}

/** What to tell the user about `error`. */
export function errorMessage(error: unknown): LocalisedMessage {
  const code = errorCode(error);
  if (code === 'ACCOUNT_LOCKED' && isApiError(error)) {
    const minutes = retryAfterMinutes(error.details);
    if (minutes !== undefined) return { key: 'apiErrors.ACCOUNT_LOCKED_MINUTES', values: { minutes } };
  }
  if (code !== undefined && localised.has(code)) return { key: `apiErrors.${code}` };
  if (isApiError(error) && error.status >= 500) return { key: 'apiErrors.INTERNAL_ERROR' };
  return { key: 'apiErrors.UNKNOWN' };
}

/** The user-facing text for `error` in the active language. */
export function errorText(t: TFunction, error: unknown): string {
  const { key, values } = errorMessage(error);
  return values ? t(key, values) : t(key);
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
