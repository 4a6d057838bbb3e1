import { z } from 'zod';
import { purchasableItemTypeSchema, purchasableItemTypes } from './commerce';
import { listOf, MAX_PAGE_SIZE } from './common';
import { voucherDiscountKindSchema, voucherFunderSchema, voucherScopeSchema } from './vouchers';

/**
 * The admin console's vouchers (`/api/admin/voucher`): every rule of the rules engine (see vouchers.ts), the usage
 * and activation. A code is unique whatever its case (stored upper-cased): `VOUCHER_CODE_TAKEN` (409). The total
 * quota cannot go below the uses already held (`VOUCHER_QUOTA_BELOW_USES`, 409, `details: { usedCount }`).
 * Deactivating stops new reservations; orders already pending keep their use and can still be paid (their hold is
 * released as usual when they expire, are cancelled or fail).
 */

/** A voucher code as the admin types it: letters, digits, `-` and `_`, 3–32 characters, stored upper-cased. */
export const adminVoucherCodeSchema = z
  .string()
  .trim()
  .min(3, 'Kode voucher minimal 3 karakter.')
  .max(32, 'Kode voucher maksimal 32 karakter.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Kode voucher hanya boleh berisi huruf, angka, - dan _.')
  .transform((code) => code.toUpperCase());

const rupiah = z.number().int().min(1).max(1_000_000_000);

/** An item a voucher of scope `items` discounts. */
export const voucherItemRefSchema = z.object({ itemType: purchasableItemTypeSchema, itemId: z.uuid() });
export type VoucherItemRef = z.infer<typeof voucherItemRefSchema>;

/** The rules of a voucher, as the admin sets them (create and edit alike). */
export const adminVoucherInputSchema = z
  .strictObject({
    code: adminVoucherCodeSchema,
    title: z.string().trim().min(1, 'Judul wajib diisi.').max(120),
    description: z.string().trim().max(1000).default(''),
    funder: voucherFunderSchema,
    /** Required when the funder is `tutor` (the tutor's user id); null otherwise. */
    funderTutorId: z.uuid().nullable().default(null),
    discountKind: voucherDiscountKindSchema,
    /** Percent (1–100) for `percentage`, rupiah for `fixed`. */
    discountValue: rupiah,
    /** Cap of a percentage discount in rupiah (null: no cap); must be null for `fixed`. */
    maxDiscount: rupiah.nullable().default(null),
    minSubtotal: z.number().int().min(0).max(1_000_000_000).default(0),
    /** Null: unlimited. 0 is allowed (no new uses). */
    totalQuota: z.number().int().min(0).max(10_000_000).nullable().default(null),
    /** Null: unlimited. */
    perUserLimit: z.number().int().min(1).max(1000).nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    scope: voucherScopeSchema,
    /** Scope `item_types`: at least one. */
    scopeItemTypes: z.array(purchasableItemTypeSchema).max(purchasableItemTypes.length).default([]),
    /** Scope `tutor`: the tutor's user id. */
    scopeTutorId: z.uuid().nullable().default(null),
    /** Scope `items`: at least one. */
    scopeItems: z.array(voucherItemRefSchema).max(200).default([]),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.discountKind === 'percentage' && input.discountValue > 100)
      issue('discountValue', 'Persentase maksimal 100.');
    if (input.discountKind === 'fixed' && input.maxDiscount !== null)
      issue('maxDiscount', 'Batas potongan hanya untuk potongan persen.');
    if (input.funder === 'tutor' && input.funderTutorId === null)
      issue('funderTutorId', 'Pilih tutor yang menanggung voucher ini.');
    if (input.funder === 'platform' && input.funderTutorId !== null)
      issue('funderTutorId', 'Voucher platform tidak ditanggung tutor.');
    if (Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      issue('endsAt', 'Waktu berakhir harus setelah waktu mulai.');
    if (input.scope === 'item_types' && input.scopeItemTypes.length === 0)
      issue('scopeItemTypes', 'Pilih minimal satu jenis item.');
    if (input.scope === 'tutor' && input.scopeTutorId === null)
      issue('scopeTutorId', 'Pilih tutor untuk cakupan voucher ini.');
    if (input.scope === 'items' && input.scopeItems.length === 0)
      issue('scopeItems', 'Pilih minimal satu item.');
  });
export type AdminVoucherInput = z.input<typeof adminVoucherInputSchema>;
export type AdminVoucherInputParsed = z.output<typeof adminVoucherInputSchema>;

/** How much a voucher has been used. */
export const voucherUsageSchema = z.object({
  /** Uses held now: orders carrying it that are pending, paid or refunded (what the quota counts). */
  uses: z.number().int().min(0),
  /** Of those, orders still waiting for payment. */
  pendingUses: z.number().int().min(0),
  /** Paid orders carrying it. */
  paidUses: z.number().int().min(0),
  /** The discount given on paid orders, in rupiah. */
  totalDiscount: z.number().int().min(0),
});
export type VoucherUsage = z.infer<typeof voucherUsageSchema>;

export const adminVoucherSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    funder: voucherFunderSchema,
    funderTutorId: z.uuid().nullable(),
    funderTutorName: z.string().nullable(),
    discountKind: voucherDiscountKindSchema,
    discountValue: z.number().int(),
    maxDiscount: z.number().int().nullable(),
    minSubtotal: z.number().int(),
    totalQuota: z.number().int().nullable(),
    perUserLimit: z.number().int().nullable(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    scope: voucherScopeSchema,
    scopeItemTypes: z.array(purchasableItemTypeSchema),
    scopeTutorId: z.uuid().nullable(),
    scopeTutorName: z.string().nullable(),
    scopeItems: z.array(voucherItemRefSchema),
    isActive: z.boolean(),
    usage: voucherUsageSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminVoucher' });
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;
export const adminVoucherResponseSchema = z.object({ data: adminVoucherSchema });
export const adminVoucherListSchema = listOf(adminVoucherSchema);
export type AdminVoucherList = z.infer<typeof adminVoucherListSchema>;

/** `aktif`: active now-or-later and not ended; `nonaktif`: deactivated; `berakhir`: window ended. */
export const adminVoucherStatuses = ['semua', 'aktif', 'nonaktif', 'berakhir'] as const;
export const adminVoucherStatusSchema = z.enum(adminVoucherStatuses);
export type AdminVoucherStatus = z.infer<typeof adminVoucherStatusSchema>;

/** `GET /api/admin/voucher`: newest first. */
export const adminVoucherListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Part of the code or title, case-insensitive. */
  q: z.string().trim().max(80).optional(),
  status: adminVoucherStatusSchema.default('semua'),
});
export type AdminVoucherListQuery = z.infer<typeof adminVoucherListQuerySchema>;
