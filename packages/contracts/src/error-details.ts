import { z } from 'zod';
import { purchasableItemTypeSchema } from './commerce';
import { type ErrorCode, validationIssueSchema } from './common';
import { studyRoomConflictSchema } from './study-rooms';
import { sessionConflictSchema } from './tutor-sessions';

/**
 * What `error.details` holds, per error code (ADR 0016). A code not listed here carries no details. The API types
 * what it throws with these (`AppError`), the web reads them with `errorDetailsOf`, so neither side writes the
 * shape by hand.
 */

/** The cart line a buying refusal is about. */
const refusedItemSchema = z.object({
  itemType: purchasableItemTypeSchema,
  itemId: z.uuid(),
  title: z.string(),
});
/** The order a refusal points at. */
const orderRefSchema = z.object({ orderId: z.uuid(), orderNumber: z.string() });
/** How long to wait before trying again (also sent as `Retry-After`). */
const retryAfterSchema = z.object({ retryAfterSeconds: z.number().int().positive() });
/** The field whose value clashes with data that already exists. */
const fieldSchema = z.object({ field: z.string() });
/** Why a token was refused (for logs and support; the web shows the code's text). */
const reasonSchema = z.object({ reason: z.string() });

export const errorDetailsSchemas = {
  /** The fields that failed, in the request's body, query, params or headers. */
  VALIDATION_FAILED: z.array(validationIssueSchema),
  /** The field to mark: `currentPassword`. */
  INVALID_CURRENT_PASSWORD: z.array(validationIssueSchema),
  /** The field to mark in the deletion dialog: `password`. */
  ACCOUNT_DELETION_WRONG_PASSWORD: z.array(validationIssueSchema),
  CONFLICT: fieldSchema,
  EMAIL_TAKEN: fieldSchema,
  ACCOUNT_LOCKED: retryAfterSchema,
  RATE_LIMITED: retryAfterSchema,
  INVALID_REFRESH_TOKEN: reasonSchema,
  GOOGLE_TOKEN_INVALID: reasonSchema,
  ITEM_NOT_FOR_SALE: refusedItemSchema,
  ITEM_ALREADY_OWNED: refusedItemSchema,
  CLASS_FULL: refusedItemSchema,
  CLASS_NEEDS_SLOTS: refusedItemSchema,
  /** A study room the cart or the checkout refuses (ADR 0049): the room (`itemType` 'study-room'). */
  STUDY_ROOM_FULL: refusedItemSchema,
  STUDY_ROOM_ENDED: refusedItemSchema,
  STUDY_ROOM_CANCELLED: refusedItemSchema,
  STUDY_ROOM_REMOVED: refusedItemSchema,
  STUDY_ROOM_FREE: refusedItemSchema,
  STUDY_ROOM_OWN_ROOM: refusedItemSchema,
  /** The class and the slot (its start, UTC) that another booking holds, or that is not a free slot. */
  SLOT_TAKEN: refusedItemSchema.extend({ slotStartsAt: z.iso.datetime() }),
  SLOT_UNAVAILABLE: refusedItemSchema.extend({ slotStartsAt: z.iso.datetime() }),
  /** The cart's subtotal must reach `minimum` rupiah. */
  VOUCHER_MINIMUM_NOT_MET: z.object({ minimum: z.number().int().nonnegative() }),
  /** The item, and the pending order that already holds it (pay or cancel that one first). */
  ORDER_ITEM_PENDING: refusedItemSchema.extend(orderRefSchema.shape),
  /** The order stays pending: it can be paid again later. */
  PAYMENT_GATEWAY_UNAVAILABLE: orderRefSchema,
  /** The notification fields that were missing or wrong. */
  PAYMENT_NOTIFICATION_INVALID: z.object({ fields: z.array(z.string()) }),
  /** The field whose value is already used by another item of the same parent: `name`. */
  REFERENCE_NAME_TAKEN: fieldSchema,
  /** How many records still use the item (archive it instead). */
  REFERENCE_IN_USE: z.object({ usageCount: z.number().int().nonnegative() }),
  /** The uses already held (pending, paid, refunded orders): the quota cannot go below them. */
  /** The field whose value another voucher has: `code`. */
  VOUCHER_CODE_TAKEN: fieldSchema,
  VOUCHER_QUOTA_BELOW_USES: z.object({ usedCount: z.number().int().nonnegative() }),
  /** The field over the platform's limit for tutor vouchers and the largest value allowed there. */
  VOUCHER_OVER_LIMIT: z.object({ field: z.string(), maximum: z.number().int().nonnegative() }),
  /** A reference the catalogue points at but cannot find (a data fault). */
  INTERNAL_ERROR: z.object({ missingReference: z.string() }),
  /** The MIME types this kind of upload accepts (the file's content decides, not its name). */
  FILE_TYPE_NOT_ALLOWED: z.object({ allowed: z.array(z.string()) }),
  /** The largest file this kind of upload accepts, in bytes. */
  FILE_TOO_LARGE: z.object({ maxBytes: z.number().int().positive() }),
  /** What a tutor application still lacks before it can be submitted: `biodata`, `teaching`, `ktp`, `ijazah`. */
  APPLICATION_INCOMPLETE: z.object({ missing: z.array(z.string()) }),
  /** The seats students hold: the capacity cannot go below them. */
  CLASS_CAPACITY_BELOW_SEATS: z.object({ seatsTaken: z.number().int().nonnegative() }),
  /**
   * The tutor's session (of any of their classes) the new time would overlap, or their study room (`kind:
   * 'study_room'`, ADR 0049): one tutor timeline spans both.
   */
  SESSION_OVERLAP: z.union([sessionConflictSchema, studyRoomConflictSchema]),
  /** The session's join window (opens 15 minutes before the start, closes at the end). */
  SESSION_NOT_OPEN: z.object({ opensAt: z.iso.datetime(), closesAt: z.iso.datetime() }),
} as const satisfies Partial<Record<ErrorCode, z.ZodType>>;

/** The codes whose answers carry `details`. */
export type DetailedErrorCode = keyof typeof errorDetailsSchemas;

/** `error.details` of an answer with `code` (`undefined` for the codes without details). */
export type ErrorDetails<Code extends ErrorCode> = Code extends DetailedErrorCode
  ? z.infer<(typeof errorDetailsSchemas)[Code]>
  : undefined;

/** The details of an error answer with `code`, when they have the shape the contract gives them. */
export function errorDetailsOf<Code extends DetailedErrorCode>(
  code: Code,
  details: unknown,
): ErrorDetails<Code> | undefined {
  const parsed = errorDetailsSchemas[code].safeParse(details);
  return parsed.success ? (parsed.data as ErrorDetails<Code>) : undefined;
}
