import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per event a consumer has carried out (its effect committed in the same transaction): the record that
 * makes a redelivered event (a retry after a crash, a duplicate publish) a no-op for that consumer.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    /** The consumer's queue, `<topic>/<consumer>` (e.g. `order.paid/receipt-mail`). */
    consumer: text('consumer').notNull(),
    /** The event's idempotency key given at publish (e.g. the order id). */
    key: text('key').notNull(),
    /** The job that carried it out first (pg-boss job id). */
    eventId: uuid('event_id').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.key] })],
);

export type EventDeliveryRow = typeof eventDeliveries.$inferSelect;
