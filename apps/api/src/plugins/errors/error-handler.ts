import type { ErrorCode, ErrorBody, ValidationIssue } from '@scola/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableCause,
  isDatabaseUnavailable,
} from '../../db/unavailable';
import { AppError, defaultErrorMessages } from '../../lib/app-error';

/** HTTP status of every error code: the only place where codes meet HTTP. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  ACCOUNT_SUSPENDED: 403,
  ACCOUNT_LOCKED: 429,
  ACCOUNT_NOT_ACTIVATED: 403,
  INVALID_ACTIVATION_TOKEN: 400,
  INVALID_REFRESH_TOKEN: 401,
  INVALID_RESET_TOKEN: 400,
  // Not 401: the web resets the session on any 401, and a mistyped current password must not sign the user out.
  INVALID_CURRENT_PASSWORD: 400,
  GOOGLE_DISABLED: 404,
  GOOGLE_TOKEN_INVALID: 401,
  EMAIL_NOT_VERIFIED: 403,
  GOOGLE_UNLINK_NEEDS_PASSWORD: 409,
  GOOGLE_LINK_REFUSED: 403,
  GOOGLE_ACCOUNT_IN_USE: 409,
  ITEM_NOT_FOR_SALE: 409,
  ITEM_ALREADY_OWNED: 409,
  ITEM_ALREADY_IN_CART: 409,
  CLASS_FULL: 409,
  CART_EMPTY: 409,
  CART_CHANGED: 409,
  VOUCHER_NOT_FOUND: 404,
  VOUCHER_INACTIVE: 422,
  VOUCHER_EXPIRED: 422,
  VOUCHER_NOT_STARTED: 422,
  VOUCHER_QUOTA_EXHAUSTED: 409,
  VOUCHER_USER_LIMIT_REACHED: 409,
  VOUCHER_MINIMUM_NOT_MET: 422,
  VOUCHER_NOT_APPLICABLE: 422,
  ORDER_NOT_PENDING: 409,
  ORDER_NOT_REFUNDABLE: 409,
  ORDER_LINE_ALREADY_REFUNDED: 409,
  ORDER_EXPIRED: 409,
  ORDER_ITEM_PENDING: 409,
  CLASS_NOT_BIMBLE: 409,
  CLASS_NEEDS_SLOTS: 409,
  SLOT_UNAVAILABLE: 409,
  SLOT_TAKEN: 409,
  PAYMENT_NOTIFICATION_INVALID: 400,
  PAYMENT_SIGNATURE_INVALID: 403,
  PAYMENT_AMOUNT_MISMATCH: 422,
  PAYMENT_GATEWAY_UNAVAILABLE: 502,
  NOT_OWNED: 403,
  DOWNLOAD_LINK_INVALID: 403,
  FREE_TRIAL_ALREADY_REQUESTED: 409,
  FOLLOW_SELF: 409,
  FILE_MISSING: 400,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_TOO_LARGE: 413,
  FILE_INVALID: 422,
  FILE_LINK_INVALID: 403,
  REFERENCE_NAME_TAKEN: 409,
  REFERENCE_IN_USE: 409,
  VOUCHER_CODE_TAKEN: 409,
  VOUCHER_QUOTA_BELOW_USES: 409,
  VOUCHER_TUTOR_NOT_FOUND: 422,
  VOUCHER_OVER_LIMIT: 422,
  VOUCHER_ITEM_NOT_OWN: 422,
  VOUCHER_IN_USE: 409,
  ACCOUNT_SELF_CHANGE: 403,
  LAST_ADMIN: 409,
  ACCOUNT_IS_SUSPENDED: 409,
  ACCOUNT_IS_DELETED: 409,
  // 400 like INVALID_CURRENT_PASSWORD: a 401 would make the web end the session of someone who mistyped.
  ACCOUNT_DELETION_WRONG_PASSWORD: 400,
  ACCOUNT_DELETION_EMAIL_MISMATCH: 400,
  ACCOUNT_DELETION_TUTOR_SESSIONS: 409,
  ACCOUNT_DELETION_TUTOR_BALANCE: 409,
  APPLICATION_NOT_EDITABLE: 409,
  APPLICATION_INCOMPLETE: 422,
  APPLICATION_NOT_PENDING: 409,
  AVAILABILITY_RANGES_OVERLAP: 422,
  CLASS_TUTOR_UNVERIFIED: 409,
  CLASS_NO_FUTURE_SESSION: 409,
  CLASS_CAPACITY_BELOW_SEATS: 409,
  CLASS_HAS_STUDENTS: 409,
  CLASS_IN_PACKAGE: 409,
  PACKAGE_CLASSES_NOT_PUBLISHED: 409,
  REVIEW_CLASS_NOT_STARTED: 409,
  REVIEW_ALREADY_WRITTEN: 409,
  PAYOUT_EXCEEDS_BALANCE: 409,
  PAYOUT_ALREADY_DECIDED: 409,
  SESSION_IN_PAST: 422,
  SESSION_OVERLAP: 409,
  SESSION_CANCELLED: 409,
  SESSION_STARTED: 409,
  CLASS_SPACE_NOT_MEMBER: 403,
  RECORDING_SESSION_INVALID: 422,
  RECORDING_NOT_TRACKABLE: 409,
  NOTIFICATION_UNSUBSCRIBE_INVALID: 400,
  DISCUSSION_LOCKED: 409,
  DISCUSSION_NOT_QUESTION: 409,
  DISCUSSION_NOT_AUTHOR: 403,
  DISCUSSION_POST_UNAVAILABLE: 409,
  DISCUSSION_IMAGE_UNKNOWN: 400,
  SESSION_NOT_OPEN: 409,
  SESSION_NO_MEETING_LINK: 409,
  STUDY_ROOM_TEMPLATE_NOT_FOUND: 404,
  STUDY_ROOM_NOT_FOUND: 404,
  STUDY_ROOM_FULL: 409,
  STUDY_ROOM_PAID: 409,
  STUDY_ROOM_FREE: 409,
  STUDY_ROOM_ENDED: 409,
  STUDY_ROOM_CANCELLED: 409,
  STUDY_ROOM_REMOVED: 403,
  STUDY_ROOM_MUTED: 403,
  STUDY_ROOM_NOT_PARTICIPANT: 403,
  STUDY_ROOM_OWN_ROOM: 409,
  STUDY_ROOM_CAPACITY_BELOW_SEATS: 409,
  STUDY_ROOM_HAS_PARTICIPANTS: 409,
  STUDY_ROOM_TUTOR_UNVERIFIED: 403,
  STUDY_ROOM_TOO_MANY_FILES: 409,
  STUDY_ROOM_CHAT_CLOSED: 409,
  STUDY_ROOM_MESSAGE_NOT_FOUND: 404,
  STUDY_ROOM_PARTICIPANT_NOT_FOUND: 404,
};

/** Fastify's and its plugins' own 4xx/5xx statuses mapped to our codes. */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const locations: Record<string, ValidationIssue['location']> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
}

function answer(
  code: ErrorCode,
  status = errorStatus[code],
  message?: string,
  details?: unknown,
): ErrorAnswer {
  const error: ErrorBody['error'] = { code, message: message ?? defaultErrorMessages[code] };
  if (details !== undefined) error.details = details;
  return { status, body: { error } };
}

function validationIssues(error: FastifyError): ValidationIssue[] {
  const location = locations[error.validationContext ?? 'body'] ?? 'body';
  const issues: ValidationIssue[] = [];
  for (const item of error.validation ?? []) {
    const base = item.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const keys = (item.params as { keys?: unknown }).keys;
    if (item.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) {
        const path = base ? `${base}.${String(key)}` : String(key);
        issues.push({ location, path, code: item.keyword, message: 'Kolom tidak dikenal.' });
      }
      continue;
    }
    issues.push({ location, path: base, code: item.keyword, message: item.message ?? 'Nilai tidak valid.' });
  }
  return issues;
}

/** Turns anything thrown while handling a request into our error answer. Pure: no logging, no reply. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) return answer(error.code, undefined, error.message, error.details);
  // The database restarting or away: the client may retry (the transaction it was in was rolled back).
  if (isDatabaseUnavailable(error)) return answer('DATABASE_UNAVAILABLE');

  const fastifyError = error as Partial<FastifyError> | null;
  if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(fastifyError?.validation)) {
    return answer('VALIDATION_FAILED', 400, undefined, validationIssues(error as FastifyError));
  }
  if (fastifyError?.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    const issue: ValidationIssue = {
      location: 'body',
      path: '',
      code: 'invalid_json',
      message: 'Isi permintaan bukan JSON yang valid.',
    };
    return answer('VALIDATION_FAILED', 400, 'Isi permintaan bukan JSON yang valid.', [issue]);
  }
  if (fastifyError?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return answer('VALIDATION_FAILED', 400, 'Isi permintaan JSON kosong.');
  }

  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    return answer(codeByStatus[status] ?? 'VALIDATION_FAILED', status);
  }
  if (status === 503) return answer('SERVICE_UNAVAILABLE');
  return answer('INTERNAL_ERROR');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { status, body } = toErrorAnswer(error);
  const retryAfterSeconds =
    error instanceof AppError && error.retryAfterSeconds !== undefined
      ? error.retryAfterSeconds
      : body.error.code === 'DATABASE_UNAVAILABLE'
        ? DATABASE_RETRY_AFTER_SECONDS
        : undefined;
  if (retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  }
  if (body.error.code === 'DATABASE_UNAVAILABLE') {
    // Expected while the server restarts: one line, without the stack of every request that met it.
    request.log.warn({ cause: databaseUnavailableCause(error) }, 'database unavailable: answered 503');
  } else if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: body.error.code, reason: (error as Error | null)?.message }, 'request rejected');
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors the router raises before any route or hook runs (`%ff` in the path, a path parameter longer than the
 * router's limit): the same error shape as everything else, never the URL echoed back.
 */
export function sendRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Alamat terlalu panjang.' : 'Alamat tidak valid.';
  const issue: ValidationIssue = { location: 'params', path: '', code: 'invalid_url', message };
  return sendError(request, reply, new AppError('VALIDATION_FAILED', message, [issue]));
}

const notFoundPage = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>Halaman tidak ditemukan · Scola</title></head>
<body><h1>404 · Halaman tidak ditemukan</h1><p><a href="/">Kembali ke beranda Scola</a></p></body></html>
`;

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
    }
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
  });
}
