import type { OrderStatus, PaymentProviderName, PurchasableItemType } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { liveClassesTable } from '../catalogue';
import { usersTable } from '../users';
import { vouchersTable } from '../vouchers';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Orders. Totals are computed on the server at checkout and never change afterwards. `number` is what the buyer sees
 * and what a payment gateway knows as `order_id`. The voucher (one per order) is held while the order is pending,
 * used once it is paid (or refunded), released when it expires, is cancelled or fails.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    voucherId: uuid('voucher_id').references(() => vouchersTable.id, { onDelete: 'restrict' }),
    voucherCode: text('voucher_code'),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it left `pending` for anything but `paid` (expired, cancelled, failed), or was refunded. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'orders_status_valid',
      sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled', 'failed', 'partially_refunded', 'refunded')`,
    ),
    check(
      'orders_amounts_valid',
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.discount} <= ${t.subtotal} and ${t.total} = ${t.subtotal} - ${t.discount}`,
    ),
    check('orders_voucher_code_set', sql`(${t.voucherId} is null) = (${t.voucherCode} is null)`),
    check(
      'orders_paid_at_set',
      sql`${t.status} not in ('paid', 'partially_refunded', 'refunded') or ${t.paidAt} is not null`,
    ),
    check('orders_provider_valid', sql`${t.provider} in ('simulator', 'midtrans')`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('orders_voucher_user_idx')
      .on(t.voucherId, t.userId)
      .where(
        sql`${t.voucherId} is not null and ${t.status} in ('pending', 'paid', 'partially_refunded', 'refunded')`,
      ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** Snapshots of what was bought, taken at checkout: title, tutor and price as they were then. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemType: text('item_type').$type<PurchasableItemType>().notNull(),
    itemId: uuid('item_id').notNull(),
    title: text('title').notNull(),
    /** The tutor (or instructor) whose item it is; no foreign key: a snapshot outlives the account. */
    tutorId: uuid('tutor_id'),
    tutorName: text('tutor_name').notNull(),
    /** The price paid before the voucher (the sale price when there was one), integer rupiah. */
    price: integer('price').notNull(),
    /** This line's share of the order's voucher discount. */
    discount: integer('discount').notNull().default(0),
    /** A bimble slot line: the slot's time as booked (snapshot); null for every other line. */
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    slotEndsAt: timestamp('slot_ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('order_lines_order_item_key')
      .on(t.orderId, t.itemType, t.itemId, t.slotStartsAt)
      .nullsNotDistinct(),
    check(
      'order_lines_slot_valid',
      sql`(${t.slotStartsAt} is null) = (${t.slotEndsAt} is null) and (${t.slotStartsAt} is null or (${t.itemType} = 'kelas' and ${t.slotEndsAt} > ${t.slotStartsAt}))`,
    ),
    unique('order_lines_order_position_key').on(t.orderId, t.position),
    check(
      'order_lines_item_type_valid',
      sql`${t.itemType} in ('kelas', 'kelas-paket', 'materi', 'lifeskill', 'study-room')`,
    ),
    check(
      'order_lines_amounts_valid',
      sql`${t.price} >= 0 and ${t.discount} >= 0 and ${t.discount} <= ${t.price}`,
    ),
  ],
);

export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * Seats an order holds in live classes (bought directly or through a package): taken from
 * `live_classes.seats_taken` at checkout, given back when the order expires, is cancelled or fails.
 */
export const orderSeats = pgTable(
  'order_seats',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => liveClassesTable.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.classId] })],
);

/** Payment attempts of an order (paying again makes a new attempt). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's handle of the transaction (Snap token, simulator token). */
    providerReference: text('provider_reference'),
    redirectUrl: text('redirect_url').notNull(),
    /** The provider's last known transaction status (`pending`, `settlement`, `expire`, …). */
    providerStatus: text('provider_status').notNull().default('pending'),
    /** e.g. `bank_transfer`, `gopay`, `qris`, once the provider says. */
    paymentType: text('payment_type'),
    grossAmount: integer('gross_amount').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_order_attempt_key').on(t.orderId, t.attempt),
    check('payments_provider_valid', sql`${t.provider} in ('simulator', 'midtrans')`),
    check('payments_attempt_valid', sql`${t.attempt} >= 1`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/** Every payment notification received, verified or not, and what it did (an audit log; never read for decisions). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    orderNumber: text('order_number'),
    transactionStatus: text('transaction_status'),
    signatureValid: boolean('signature_valid').notNull(),
    /** `applied` (changed the order), `ignored` (nothing to do: duplicate or stale), `rejected` (refused). */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_notifications_outcome_valid', sql`${t.outcome} in ('applied', 'ignored', 'rejected')`),
    index('payment_notifications_order_idx').on(t.orderNumber, t.receivedAt),
  ],
);

/**
 * The payment simulator's own record of its transactions, as a gateway keeps one: what the buyer chose on the
 * simulator page, per order number. Its status lookup answers from here, and the settlement acts on that answer,
 * never on a notification's word alone (ADR 0012). Written only by the simulator's choice; no foreign key, like a
 * gateway's record it may name an order Scola does not know.
 */
export const paymentSimulatorTransactions = pgTable('payment_simulator_transactions', {
  orderNumber: text('order_number').primaryKey(),
  transactionStatus: text('transaction_status').notNull(),
  /** Integer rupiah the transaction is for. */
  grossAmount: integer('gross_amount').notNull(),
  transactionId: text('transaction_id').notNull(),
  paymentType: text('payment_type').notNull(),
  transactionTime: timestamp('transaction_time', { withTimezone: true }).notNull(),
  settlementTime: timestamp('settlement_time', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export type SimulatorTransactionRow = typeof paymentSimulatorTransactions.$inferSelect;

/**
 * Refunds an admin made of a paid order (whole, or some lines). `idempotencyKey` is made once per admin action, so a
 * repeated request answers the same refund. The gateway is asked after commit (outbox); `gatewayStatus` follows.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** Integer rupiah: the sum of the refunded lines' price net of their voucher share. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    gatewayStatus: text('gateway_status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('order_refunds_order_key').on(t.orderId, t.idempotencyKey),
    check('order_refunds_amount_valid', sql`${t.amount} >= 0`),
    check('order_refunds_gateway_status_valid', sql`${t.gatewayStatus} in ('pending', 'done', 'failed')`),
  ],
);

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/**
 * The lines a refund took back: one refund per line at most (the unique key), with the amount and the tutor as they
 * were, so that tutor earnings can be debited.
 */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .unique('order_refund_lines_line_key')
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    tutorId: uuid('tutor_id'),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderLineId] }),
    check('order_refund_lines_amount_valid', sql`${t.amount} >= 0`),
  ],
);

export type OrderRefundLineRow = typeof orderRefundLines.$inferSelect;

/** The payment simulator's record of refunds, as a gateway keeps one: one row per refund key (asked again: once). */
export const paymentSimulatorRefunds = pgTable('payment_simulator_refunds', {
  refundKey: text('refund_key').primaryKey(),
  orderNumber: text('order_number').notNull(),
  /** Integer rupiah refunded. */
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});
