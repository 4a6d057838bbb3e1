import type { PayoutStatus } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Kinds of ledger accounts. A tutor has `tutor_earnings` (what Scola owes them: pending while its entries'
 * `available_at` is ahead, available after), `tutor_reserved` (held by payout requests) and `tutor_owed` (negative:
 * what a refund took beyond the available balance). The platform has one account of each other kind: the money the
 * gateway collected (`platform_clearing`), its fees (`platform_fees`), the discounts it bears (`platform_discounts`)
 * and what it transferred to tutors (`platform_payouts`). ADR 0035.
 */
export const ledgerAccountKinds = [
  'tutor_earnings',
  'tutor_reserved',
  'tutor_owed',
  'platform_clearing',
  'platform_fees',
  'platform_discounts',
  'platform_payouts',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerTransactionKinds = [
  'sale',
  'refund',
  'payout_request',
  'payout_paid',
  'payout_rejected',
  'owed_settlement',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

const kindList = (kinds: readonly string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));

/**
 * The ledger's accounts: one per kind and tutor (platform accounts have no tutor). The tutor's `tutor_earnings` row
 * is also the lock that serialises every change of that tutor's balance (`for update`). No foreign key to the user:
 * the books outlive an account, like order lines' tutor snapshots.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    tutorId: uuid('tutor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_kind_tutor_key').on(t.kind, t.tutorId).nullsNotDistinct(),
    check('ledger_accounts_kind_valid', sql`${t.kind} in (${kindList(ledgerAccountKinds)})`),
    check('ledger_accounts_tutor_set', sql`(${t.kind} like 'tutor_%') = (${t.tutorId} is not null)`),
  ],
);
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * One money movement (a journal transaction). `key` makes it happen once (`sale:<order line>`,
 * `refund:<order line>`, `payout:<id>:request`, …). Order number and item title are snapshots for the history.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique('ledger_transactions_key_key'),
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    tutorId: uuid('tutor_id').notNull(),
    orderId: uuid('order_id'),
    orderLineId: uuid('order_line_id'),
    orderNumber: text('order_number'),
    itemTitle: text('item_title'),
    /** Sales: the line's price before the voucher and its voucher share, integer rupiah. */
    grossAmount: integer('gross_amount'),
    discount: integer('discount'),
    refundId: uuid('refund_id'),
    payoutId: uuid('payout_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transactions_kind_valid', sql`${t.kind} in (${kindList(ledgerTransactionKinds)})`),
    index('ledger_transactions_tutor_idx').on(t.tutorId, t.createdAt.desc()),
  ],
);
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/**
 * Entries of a transaction, signed integer rupiah; a transaction's entries sum to zero (a deferred constraint
 * trigger checks it at commit) and are never changed afterwards (triggers refuse UPDATE and DELETE). Positive on a
 * tutor account = owed to the tutor. `available_at`: when a `tutor_earnings` credit may be paid out.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.availableAt),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Payout requests. The amount is reserved in the ledger when requested; an admin marks it paid (with the bank's
 * transfer reference) or rejects it (with a reason), once: the checks tie each status to its fields.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id').notNull(),
    /** Snapshots for the admin's queue. */
    tutorName: text('tutor_name').notNull(),
    tutorEmail: text('tutor_email').notNull(),
    amount: integer('amount').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    transferReference: text('transfer_reference'),
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    check('payouts_status_valid', sql`${t.status} in ('requested', 'paid', 'rejected')`),
    check(
      'payouts_decision_recorded',
      sql`(${t.status} = 'requested') = (${t.decidedAt} is null)
        and (${t.status} <> 'paid' or ${t.transferReference} is not null)
        and (${t.status} <> 'rejected' or ${t.rejectReason} is not null)`,
    ),
    index('payouts_tutor_idx').on(t.tutorId, t.requestedAt.desc()),
    index('payouts_queue_idx').on(t.status, t.requestedAt),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;
