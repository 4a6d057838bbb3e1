import { z } from 'zod';

/**
 * What a student can buy, by the glossary's URL words (used on the wire, in the cart, order lines, vouchers and
 * entitlements alike): live class, class package, material, life-skill course, and a paid study room (ADR 0049:
 * owning one means being its participant, not an entitlement).
 */
export const purchasableItemTypes = ['kelas', 'kelas-paket', 'materi', 'lifeskill', 'study-room'] as const;
export const purchasableItemTypeSchema = z.enum(purchasableItemTypes);
export type PurchasableItemType = z.infer<typeof purchasableItemTypeSchema>;

/**
 * Order lifecycle: pending → paid | expired | cancelled | failed; paid → partially_refunded (some lines refunded by
 * an admin) → refunded (every line).
 */
export const orderStatuses = [
  'pending',
  'paid',
  'expired',
  'cancelled',
  'failed',
  'partially_refunded',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Payment providers behind the `PaymentProvider` interface. */
export const paymentProviderNames = ['simulator', 'midtrans'] as const;
export const paymentProviderNameSchema = z.enum(paymentProviderNames);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

export const voucherFunders = ['platform', 'tutor'] as const;
export type VoucherFunder = (typeof voucherFunders)[number];
export const voucherDiscountKinds = ['percentage', 'fixed'] as const;
export type VoucherDiscountKind = (typeof voucherDiscountKinds)[number];
/** `all` items, some `item_types`, one `tutor`'s items, or listed `items`. */
export const voucherScopes = ['all', 'item_types', 'tutor', 'items'] as const;
export type VoucherScope = (typeof voucherScopes)[number];
