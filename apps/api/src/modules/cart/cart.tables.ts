import type { PurchasableItemType } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../users';

/**
 * A student's cart: references only. Titles and prices are always read from the catalogue when the cart is shown or
 * checked out, so the student sees the server's current price. `item_id` points into the table of `item_type`
 * (live_classes, class_packages, materials, skill_courses); a withdrawn item is reported, not silently dropped.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<PurchasableItemType>().notNull(),
    itemId: uuid('item_id').notNull(),
    /**
     * A bimble slot line: the start of the booked slot (its class is `item_id`, `item_type` 'kelas'); null for every
     * other line. The same slot twice is refused by the unique key (nulls not distinct: one plain line per item).
     */
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    /** The slot's end, as the tutor's availability cut it when the slot was added. */
    slotEndsAt: timestamp('slot_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_user_item_key').on(t.userId, t.itemType, t.itemId, t.slotStartsAt).nullsNotDistinct(),
    check(
      'cart_items_slot_valid',
      sql`(${t.slotStartsAt} is null) = (${t.slotEndsAt} is null) and (${t.slotStartsAt} is null or (${t.itemType} = 'kelas' and ${t.slotEndsAt} > ${t.slotStartsAt}))`,
    ),
    check(
      'cart_items_item_type_valid',
      sql`${t.itemType} in ('kelas', 'kelas-paket', 'materi', 'lifeskill', 'study-room')`,
    ),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
