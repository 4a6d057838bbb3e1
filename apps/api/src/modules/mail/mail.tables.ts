import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails written instead of sent when no SMTP server is configured (the embedded default); admins read them. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the message was handed to an SMTP server (null while it only sits in the outbox). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_at_idx').on(t.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
