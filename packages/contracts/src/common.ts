import { z } from 'zod';

/** Stable, machine-readable error codes. The web branches on these and shows localised text. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Sign-in, sessions and accounts (auth.ts, account.ts).
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
  // Buying: cart, vouchers, orders, payments, collections, free trial.
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
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One entry of `error.details` when `code` is `VALIDATION_FAILED`. */
export const validationIssueSchema = z
  .object({
    /** Where the bad value was: `body`, `query`, `params` or `headers`. */
    location: z.enum(['body', 'query', 'params', 'headers']),
    /** Dotted path of the field inside that location (`''` for the whole of it). */
    path: z.string(),
    /** Zod issue code, e.g. `invalid_type`, `too_big`, `unrecognized_keys`, `invalid_json`. */
    code: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ValidationIssue' });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const paginationQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const listMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ data }`: the envelope of every single answer. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** `{ data: { ok: true } }`: the answer of commands that have nothing else to say. */
export const okResponseSchema = dataOf(z.object({ ok: z.literal(true) })).meta({ id: 'OkResponse' });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** `{ data, meta }`: the envelope of every list answer. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

export const uuidSchema = z.uuid();
export const idParamsSchema = z.strictObject({ id: uuidSchema });
