import type { PurchasableItemType, VoucherDiscountKind, VoucherFunder, VoucherScope } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tutorProfilesTable } from '../catalogue';

/**
 * Discount codes. A use of a voucher is the order that carries it (`orders.voucher_id`): reserved while the order is
 * pending, redeemed once paid (or refunded), released when it expires, is cancelled or fails. `used_count` counts the
 * uses not released; the checkout locks the voucher row (`for update`) before it counts and increments, and the check
 * `used_count <= total_quota` is the last line of defence.
 * A tutor-funded voucher (`funder = 'tutor'`) always discounts only that tutor's items, whatever its scope.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, unique. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    funder: text('funder').$type<VoucherFunder>().notNull(),
    funderTutorId: uuid('funder_tutor_id').references(() => tutorProfilesTable.userId, {
      onDelete: 'cascade',
    }),
    discountKind: text('discount_kind').$type<VoucherDiscountKind>().notNull(),
    /** Percent (1–100) or rupiah, after `discount_kind`. */
    discountValue: integer('discount_value').notNull(),
    /** Cap of a percentage discount in rupiah (null: no cap). */
    maxDiscount: integer('max_discount'),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    /** Null: unlimited. */
    totalQuota: integer('total_quota'),
    /** Null: unlimited. */
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    scope: text('scope').$type<VoucherScope>().notNull().default('all'),
    /** For scope `item_types`. */
    scopeItemTypes: text('scope_item_types')
      .array()
      .$type<PurchasableItemType[]>()
      .notNull()
      .default(sql`'{}'`),
    /** For scope `tutor`. */
    scopeTutorId: uuid('scope_tutor_id').references(() => tutorProfilesTable.userId, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('vouchers_code_key').on(t.code),
    check('vouchers_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 3 and 32`),
    check('vouchers_funder_valid', sql`${t.funder} in ('platform', 'tutor')`),
    check('vouchers_funder_tutor_set', sql`(${t.funder} = 'tutor') = (${t.funderTutorId} is not null)`),
    check('vouchers_discount_kind_valid', sql`${t.discountKind} in ('percentage', 'fixed')`),
    check(
      'vouchers_discount_value_valid',
      sql`${t.discountValue} > 0 and (${t.discountKind} <> 'percentage' or ${t.discountValue} <= 100)`,
    ),
    check('vouchers_max_discount_valid', sql`${t.maxDiscount} is null or ${t.maxDiscount} > 0`),
    check('vouchers_min_subtotal_valid', sql`${t.minSubtotal} >= 0`),
    check('vouchers_total_quota_valid', sql`${t.totalQuota} is null or ${t.totalQuota} >= 0`),
    check('vouchers_per_user_limit_valid', sql`${t.perUserLimit} is null or ${t.perUserLimit} >= 1`),
    check(
      'vouchers_used_count_valid',
      sql`${t.usedCount} >= 0 and (${t.totalQuota} is null or ${t.usedCount} <= ${t.totalQuota})`,
    ),
    check('vouchers_window_valid', sql`${t.startsAt} < ${t.endsAt}`),
    check('vouchers_scope_valid', sql`${t.scope} in ('all', 'item_types', 'tutor', 'items')`),
    check(
      'vouchers_scope_item_types_valid',
      sql`${t.scopeItemTypes} <@ array['kelas', 'kelas-paket', 'materi', 'lifeskill', 'study-room']::text[] and (${t.scope} <> 'item_types' or cardinality(${t.scopeItemTypes}) > 0)`,
    ),
    check('vouchers_scope_tutor_set', sql`${t.scope} <> 'tutor' or ${t.scopeTutorId} is not null`),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;

/** The items of a voucher of scope `items`. */
export const voucherItems = pgTable(
  'voucher_items',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<PurchasableItemType>().notNull(),
    itemId: uuid('item_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voucherId, t.itemType, t.itemId] }),
    check(
      'voucher_items_item_type_valid',
      sql`${t.itemType} in ('kelas', 'kelas-paket', 'materi', 'lifeskill', 'study-room')`,
    ),
  ],
);
