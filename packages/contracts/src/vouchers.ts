import { z } from 'zod';
import { purchasableItemTypeSchema, voucherDiscountKinds, voucherFunders, voucherScopes } from './commerce';
import { dataOf, listOf, paginationQuerySchema } from './common';

/**
 * Vouchers (discount codes). One voucher per order. The rules, checked in this order, each refusal with its own code:
 * 1. the code exists (`VOUCHER_NOT_FOUND`, 404) — codes are case-insensitive: input is trimmed and upper-cased;
 * 2. it is active (`VOUCHER_INACTIVE`, 422);
 * 3. its validity window has begun (`VOUCHER_NOT_STARTED`, 422) and not ended (`VOUCHER_EXPIRED`, 422): valid from
 *    `startsAt` included to `endsAt` excluded;
 * 4. its total quota is not used up (`VOUCHER_QUOTA_EXHAUSTED`, 409): uses held by pending orders count too;
 * 5. the student has not reached its per-user limit (`VOUCHER_USER_LIMIT_REACHED`, 409): their orders carrying it
 *    that are pending, paid or refunded count;
 * 6. some line of the cart is eligible and the eligible lines are worth more than 0 (`VOUCHER_NOT_APPLICABLE`, 422).
 *    Eligible lines: those in the voucher's scope (`all` items, some `item_types`, one `tutor`'s items, or listed
 *    `items`); a tutor-funded voucher (`funder: 'tutor'`) is further limited to that tutor's own items, whatever its
 *    scope;
 * 7. the minimum is met (`VOUCHER_MINIMUM_NOT_MET`, 422, `error.details: { minimum }`): for a platform voucher the
 *    minimum applies to the subtotal of the whole cart (its buyable lines); for a tutor-funded voucher to the subtotal
 *    of that tutor's lines only.
 * The discount: a percentage of the eligible lines' subtotal, rounded down to the rupiah, at most `maxDiscount` when
 * set; or a fixed amount, never more than the eligible lines' subtotal. It is split over the eligible lines in
 * proportion to their prices (rounded down, the remaining rupiah going to the lines with the largest remainders,
 * earlier lines first on ties): the line discounts always add up to the discount exactly and never exceed a line's
 * price. Lines outside the scope get no discount.
 */

/** A voucher code as typed by a student: trimmed, upper-cased. */
export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1, 'Kode voucher wajib diisi.')
  .max(32, 'Kode voucher maksimal 32 karakter.')
  .transform((code) => code.toUpperCase());

export const voucherFunderSchema = z.enum(voucherFunders);
export const voucherDiscountKindSchema = z.enum(voucherDiscountKinds);
export const voucherScopeSchema = z.enum(voucherScopes);

/** A voucher refusal code (every one of them is also an API error code). */
export const voucherRefusalCodes = [
  'VOUCHER_NOT_FOUND',
  'VOUCHER_INACTIVE',
  'VOUCHER_EXPIRED',
  'VOUCHER_NOT_STARTED',
  'VOUCHER_QUOTA_EXHAUSTED',
  'VOUCHER_USER_LIMIT_REACHED',
  'VOUCHER_MINIMUM_NOT_MET',
  'VOUCHER_NOT_APPLICABLE',
] as const;
export type VoucherRefusalCode = (typeof voucherRefusalCodes)[number];

/** `POST /api/voucher/cek` `{ code }`: previews the voucher on the signed-in student's current cart. */
export const voucherCheckBodySchema = z.strictObject({ code: voucherCodeSchema });
export type VoucherCheckBody = z.input<typeof voucherCheckBodySchema>;

/** One line's share of the discount (eligible lines only). */
export const lineDiscountSchema = z
  .object({
    itemType: purchasableItemTypeSchema,
    itemId: z.uuid(),
    discount: z.number().int().min(0),
  })
  .meta({ id: 'LineDiscount' });
export type LineDiscount = z.infer<typeof lineDiscountSchema>;

/**
 * The preview: `subtotal` is the cart's (its lines without a problem), `total = subtotal - discount`.
 * Errors: the refusal codes above, and 409 `CART_EMPTY` when the cart has no buyable line.
 */
export const voucherPreviewSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    discount: z.number().int().min(0),
    subtotal: z.number().int().min(0),
    total: z.number().int().min(0),
    lineDiscounts: z.array(lineDiscountSchema),
  })
  .meta({ id: 'VoucherPreview' });
export type VoucherPreview = z.infer<typeof voucherPreviewSchema>;
export const voucherPreviewResponseSchema = dataOf(voucherPreviewSchema).meta({
  id: 'VoucherPreviewResponse',
});
export type VoucherPreviewResponse = z.infer<typeof voucherPreviewResponseSchema>;

/** Why a usable voucher does not fit the current cart (`CART_EMPTY` when the cart has nothing buyable). */
export const voucherCartReasons = [
  'VOUCHER_NOT_APPLICABLE',
  'VOUCHER_MINIMUM_NOT_MET',
  'CART_EMPTY',
] as const;
export const voucherCartReasonSchema = z.enum(voucherCartReasons);
export type VoucherCartReason = z.infer<typeof voucherCartReasonSchema>;

/**
 * A voucher the signed-in student can use now (`GET /api/voucher`): active, within its window, quota left, under
 * their per-user limit. Rule fields let the page describe it ("10% s.d. Rp 50.000, min. belanja Rp 100.000").
 */
export const availableVoucherSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    funder: voucherFunderSchema,
    /** The tutor who funds it (funder `tutor`): their items only. Null for platform vouchers. */
    funderTutorId: z.uuid().nullable(),
    funderTutorName: z.string().nullable(),
    discountKind: voucherDiscountKindSchema,
    /** Percent (1–100) for `percentage`, rupiah for `fixed`. */
    discountValue: z.number().int().min(1),
    /** Cap of a percentage discount in rupiah; null: no cap. */
    maxDiscount: z.number().int().min(1).nullable(),
    /** Minimum subtotal in rupiah (0: none); see the rules above for which lines count. */
    minSubtotal: z.number().int().min(0),
    scope: voucherScopeSchema,
    /** For scope `item_types`; empty otherwise. */
    scopeItemTypes: z.array(purchasableItemTypeSchema),
    /** For scope `tutor`: whose items; null otherwise. */
    scopeTutorId: z.uuid().nullable(),
    scopeTutorName: z.string().nullable(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** Uses left in total (null: unlimited). */
    quotaLeft: z.number().int().min(0).nullable(),
    /** Uses left for this student (null: unlimited). */
    userUsesLeft: z.number().int().min(0).nullable(),
    /** Whether it applies to the current cart as it is now. */
    applicable: z.boolean(),
    /** Why not, when `applicable` is false. */
    reason: voucherCartReasonSchema.nullable(),
    /** The discount it gives on the current cart (0 when not applicable). */
    discount: z.number().int().min(0),
  })
  .meta({ id: 'AvailableVoucher' });
export type AvailableVoucher = z.infer<typeof availableVoucherSchema>;

/** `GET /api/voucher?page&pageSize`: soonest ending first. */
export const availableVoucherListQuerySchema = paginationQuerySchema;
export type AvailableVoucherListQuery = z.infer<typeof availableVoucherListQuerySchema>;
export const availableVoucherListSchema = listOf(availableVoucherSchema).meta({ id: 'AvailableVoucherList' });
export type AvailableVoucherList = z.infer<typeof availableVoucherListSchema>;
