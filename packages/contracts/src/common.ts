import { z } from 'zod';
import { errorCodes } from './error-codes';

export { errorCodes };
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
  /**
   * Present and true when `total` is a lower bound: the public catalogue lists count exactly up to a limit and answer
   * "at least that many" past it (shown as "10.000+").
   */
  totalIsEstimate: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ data }`: the envelope of every single answer. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A single answer of `T` (the type of `dataOf(schema)`), for code that handles answers of any item. */
export interface DataAnswer<T> {
  data: T;
}

/** `{ data: { ok: true } }`: the answer of commands that have nothing else to say. */
export const okResponseSchema = dataOf(z.object({ ok: z.literal(true) })).meta({ id: 'OkResponse' });
export type OkResponse = z.infer<typeof okResponseSchema>;

/**
 * `{ data, meta }`: the envelope of every list answer. `meta` may add fields of its own (a review list's average
 * rating), given as a zod shape.
 */
export function listOf<T extends z.ZodType>(
  item: T,
): z.ZodObject<{ data: z.ZodArray<T>; meta: typeof listMetaSchema }>;
export function listOf<T extends z.ZodType, M extends z.ZodRawShape>(
  item: T,
  meta: M,
): z.ZodObject<{ data: z.ZodArray<T>; meta: ReturnType<typeof listMetaSchema.extend<M>> }>;
export function listOf(item: z.ZodType, meta?: z.ZodRawShape) {
  return z.object({ data: z.array(item), meta: meta ? listMetaSchema.extend(meta) : listMetaSchema });
}

/** A list answer of `T` (the type of `listOf(itemSchema)`), for code that handles lists of any item. */
export interface ListAnswer<T> {
  data: T[];
  meta: ListMeta;
}

export const uuidSchema = z.uuid();
export const idParamsSchema = z.strictObject({ id: uuidSchema });
