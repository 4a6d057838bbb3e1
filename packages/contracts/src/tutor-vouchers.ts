import { z } from 'zod';
import { adminVoucherCodeSchema, voucherItemRefSchema, voucherUsageSchema } from './admin-vouchers';
import { dataOf, listOf, MAX_PAGE_SIZE } from './common';
import { voucherDiscountKindSchema } from './vouchers';

/**
 * Tutor-funded vouchers (`/api/tutor/voucher`, ADR 0037): the signed-in tutor's own codes, on their own items only,
 * redeemed by the same rules engine as every voucher (refusals in vouchers.ts): listed items, or (no items listed)
 * every item of the tutor's. The platform limits what a tutor may offer: a percentage of at most
 * `TUTOR_VOUCHER_MAX_PERCENT`, a fixed discount of at most half the price of the cheapest item it targets (of all the
 * tutor's items when none is listed), and always a total quota (the tutor knows the most it can cost them). Refusals:
 * `VOUCHER_OVER_LIMIT` (422, `details: { field, maximum }`), `VOUCHER_ITEM_NOT_OWN` (422, an item that is not the
 * tutor's or does not exist), `VOUCHER_CODE_TAKEN` (409), `VOUCHER_QUOTA_BELOW_USES` (409), `VOUCHER_IN_USE` (409:
 * a voucher an order ever carried cannot be deleted; deactivate it). Another tutor's voucher is `NOT_FOUND`.
 */

export const TUTOR_VOUCHER_MAX_PERCENT = 50;
/** A fixed discount may be at most this share (in percent) of the cheapest targeted item's price. */
export const TUTOR_VOUCHER_MAX_FIXED_SHARE = 50;
export const TUTOR_VOUCHER_MAX_QUOTA = 10_000;
export const TUTOR_VOUCHER_MAX_ITEMS = 50;

const rupiah = z.number().int().min(1).max(1_000_000_000);

export const tutorVoucherInputSchema = z
  .strictObject({
    code: adminVoucherCodeSchema,
    title: z.string().trim().min(1, 'Judul wajib diisi.').max(120),
    description: z.string().trim().max(1000).default(''),
    discountKind: voucherDiscountKindSchema,
    /** Percent (1–50) for `percentage`, rupiah for `fixed`. */
    discountValue: rupiah,
    /** Cap of a percentage discount in rupiah (null: no cap); must be null for `fixed`. */
    maxDiscount: rupiah.nullable().default(null),
    minSubtotal: z.number().int().min(0).max(1_000_000_000).default(0),
    totalQuota: z.number().int().min(1, 'Kuota minimal 1.').max(TUTOR_VOUCHER_MAX_QUOTA),
    /** Null: unlimited per student. */
    perUserLimit: z.number().int().min(1).max(1000).nullable().default(1),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** The tutor's own items the code discounts; empty: every item of the tutor's, now and later. */
    items: z.array(voucherItemRefSchema).max(TUTOR_VOUCHER_MAX_ITEMS).default([]),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.discountKind === 'percentage' && input.discountValue > TUTOR_VOUCHER_MAX_PERCENT)
      issue('discountValue', `Potongan maksimal ${TUTOR_VOUCHER_MAX_PERCENT}%.`);
    if (input.discountKind === 'fixed' && input.maxDiscount !== null)
      issue('maxDiscount', 'Batas potongan hanya untuk potongan persen.');
    if (Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      issue('endsAt', 'Waktu berakhir harus setelah waktu mulai.');
  });
export type TutorVoucherInput = z.input<typeof tutorVoucherInputSchema>;
export type TutorVoucherInputParsed = z.output<typeof tutorVoucherInputSchema>;

/** One of the tutor's items a voucher may target, with what a buyer pays for it now. */
export const tutorVoucherItemSchema = voucherItemRefSchema
  .extend({ title: z.string(), price: z.number().int().min(0), forSale: z.boolean() })
  .meta({ id: 'TutorVoucherItem' });
export type TutorVoucherItem = z.infer<typeof tutorVoucherItemSchema>;
export const tutorVoucherItemListSchema = dataOf(z.array(tutorVoucherItemSchema));

export const tutorVoucherSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    discountKind: voucherDiscountKindSchema,
    discountValue: z.number().int(),
    maxDiscount: z.number().int().nullable(),
    minSubtotal: z.number().int(),
    totalQuota: z.number().int().nullable(),
    perUserLimit: z.number().int().nullable(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    items: z.array(
      voucherItemRefSchema.extend({
        /** Null when the item no longer exists. */
        title: z.string().nullable(),
      }),
    ),
    /** It discounts every item of the tutor's (no listed items). */
    allItems: z.boolean(),
    isActive: z.boolean(),
    usage: voucherUsageSchema,
    /** No order ever carried it: it may be deleted. */
    deletable: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'TutorVoucher' });
export type TutorVoucher = z.infer<typeof tutorVoucherSchema>;
export const tutorVoucherResponseSchema = dataOf(tutorVoucherSchema);
export const tutorVoucherListSchema = listOf(tutorVoucherSchema);
export type TutorVoucherList = z.infer<typeof tutorVoucherListSchema>;

/** `GET /api/tutor/voucher`: the tutor's vouchers, newest first. */
export const tutorVoucherListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TutorVoucherListQuery = z.infer<typeof tutorVoucherListQuerySchema>;

/** `DELETE /api/tutor/voucher/{id}`: the deleted voucher's id. */
export const tutorVoucherDeletedSchema = dataOf(z.object({ id: z.uuid() }));
