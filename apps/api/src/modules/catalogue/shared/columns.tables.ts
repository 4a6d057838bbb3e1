import type { PublicationStatus } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Columns shared by the catalogue tables. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Average rating (2 decimals, 0 without reviews) and review count, kept by the `reviews` triggers. */
export const ratingColumns = () => ({
  ratingAverage: doublePrecision('rating_average').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
});

/** `draft` | `published` | `archived`, and when it was (first) published. */
export const publicationColumns = () => ({
  status: text('status').$type<PublicationStatus>().notNull().default('draft'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/** Checks of `publicationColumns` (a published item has a publication time). */
export function publicationChecks(table: string, t: { status: AnyPgColumn; publishedAt: AnyPgColumn }) {
  return [
    check(`${table}_status_valid`, sql`${t.status} in ('draft', 'published', 'archived')`),
    check(`${table}_published_at_set`, sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ];
}

/** Level of school the item is for. */
export const levelCheck = (table: string, level: AnyPgColumn) =>
  check(`${table}_level_valid`, sql`${level} in ('SD', 'SMP', 'SMA', 'UTBK', 'Umum')`);

/** Regular and discounted price: integer rupiah, sale strictly below the price. */
export function priceChecks(table: string, t: { price: AnyPgColumn; salePrice: AnyPgColumn }) {
  return [
    check(`${table}_price_valid`, sql`${t.price} >= 0`),
    check(
      `${table}_sale_price_valid`,
      sql`${t.salePrice} is null or (${t.salePrice} >= 0 and ${t.salePrice} < ${t.price})`,
    ),
  ];
}
