import type { OrderStatus } from '@scola/contracts';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type OrderLineRow,
  type OrderRow,
  type PaymentRow,
  orderLines,
  orderSeats,
  orders,
  paymentNotifications,
  payments,
} from './orders.tables';

export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderLineRow = Omit<typeof orderLines.$inferInsert, 'orderId' | 'position'>;
export type NewPaymentNotificationRow = typeof paymentNotifications.$inferInsert;
/** A pending order holding an item (`pendingOrderHolding`). */
export interface PendingHolder {
  orderId: string;
  number: string;
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** Order statuses that hold a use of their voucher (pending: reserved; paid, (partially) refunded: redeemed). */
export const voucherHoldingStatuses = ['pending', 'paid', 'partially_refunded', 'refunded'] as const;

/**
 * For the vouchers' own queries: how many of the user's orders carrying the voucher in `voucherId` hold a use of it
 * (a scalar subquery over `orders`).
 */
export function voucherUsesOf(voucherId: SQLWrapper, userId: string): SQL<number> {
  const o = (column: 'voucherId' | 'userId' | 'status') =>
    sql`${orders}.${sql.identifier(orders[column].name)}`;
  const statuses = sql.join(
    voucherHoldingStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<number>`(select count(*)::int from ${orders}
    where ${o('voucherId')} = ${voucherId} and ${o('userId')} = ${userId} and ${o('status')} in (${statuses}))`;
}

/**
 * For the admin's voucher list: the usage of the voucher in `voucherId` across all buyers, as scalar subqueries over
 * `orders` (pending uses, paid uses, the discount given on paid orders, and how many orders ever carried it, whatever
 * their status: such a voucher cannot be deleted).
 */
export function voucherUsageOf(voucherId: SQLWrapper): {
  pendingUses: SQL<number>;
  paidUses: SQL<number>;
  totalDiscount: SQL<number>;
  orderCount: SQL<number>;
} {
  const o = (column: 'voucherId' | 'status' | 'discount') =>
    sql`${orders}.${sql.identifier(orders[column].name)}`;
  const carrying = sql`${o('voucherId')} = ${voucherId}`;
  return {
    pendingUses: sql<number>`(select count(*)::int from ${orders} where ${carrying} and ${o('status')} = 'pending')`,
    paidUses: sql<number>`(select count(*)::int from ${orders} where ${carrying} and ${o('status')} = 'paid')`,
    totalDiscount: sql<number>`(select coalesce(sum(${o('discount')}), 0)::int from ${orders}
      where ${carrying} and ${o('status')} = 'paid')`,
    orderCount: sql<number>`(select count(*)::int from ${orders} where ${carrying})`,
  };
}

/** The only code that queries `orders`, `order_lines`, `order_seats`, `payments` and `payment_notifications`. */
export function createOrdersRepository(db: Database) {
  return {
    /**
     * Inserts an order with its lines (positions in the given order) and the seats it holds, in one statement (the
     * lines and seats as data-modifying CTEs; their foreign keys are checked at the end of the statement). `alongside`:
     * further statements of the caller's to run in that same statement (e.g. emptying the cart).
     */
    async insertOrder(
      order: NewOrderRow,
      lines: NewOrderLineRow[],
      classIds: string[],
      alongside: SQLWrapper[] = [],
    ): Promise<OrderRow> {
      const orderId = order.id ?? randomUUID();
      const statements: SQLWrapper[] = [...alongside];
      if (lines.length > 0) {
        statements.push(
          db.insert(orderLines).values(lines.map((line, position) => ({ ...line, orderId, position }))),
        );
      }
      if (classIds.length > 0) {
        statements.push(db.insert(orderSeats).values(classIds.map((classId) => ({ orderId, classId }))));
      }
      const ctes = statements.map((statement, i) => db.$with(`alongside_${i}`, {}).as(statement.getSQL()));
      const [row] = await db
        .with(...ctes)
        .insert(orders)
        .values({ ...order, id: orderId })
        .returning();
      if (!row) throw new Error('order insert returned no row');
      return row;
    },

    findById(id: string): Promise<OrderRow | undefined> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.id, id))
        .then((rows) => rows[0]);
    },

    /** The order row, locked `for update` until the transaction ends. */
    lockById(id: string): Promise<OrderRow | undefined> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.id, id))
        .for('update')
        .then((rows) => rows[0]);
    },

    lockByNumber(number: string): Promise<OrderRow | undefined> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.number, number))
        .for('update')
        .then((rows) => rows[0]);
    },

    /** Pending orders whose time is up, oldest first, locked; rows another transaction holds are skipped. */
    lockOverdue(now: Date, limit: number, userId?: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            lte(orders.expiresAt, now),
            userId ? eq(orders.userId, userId) : undefined,
          ),
        )
        .orderBy(asc(orders.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Moves an order to a new status (the caller holds its lock and checked the transition). */
    async setStatus(
      id: string,
      status: OrderStatus,
      at: { paidAt?: Date; closedAt?: Date },
    ): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ status, ...at })
        .where(eq(orders.id, id))
        .returning();
      if (!row) throw new Error(`order ${id} vanished`);
      return row;
    },

    findByNumber(number: string): Promise<OrderRow | undefined> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.number, number))
        .then((rows) => rows[0]);
    },

    /** The user's orders, newest first, of the given statuses (all when none are given). */
    async listByUser(
      userId: string,
      statuses: readonly OrderStatus[] | undefined,
      page: { limit: number; offset: number },
    ) {
      const where = and(
        eq(orders.userId, userId),
        statuses && statuses.length > 0 ? inArray(orders.status, [...statuses]) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** Lines of several orders (one query), by position. */
    linesOf(orderIds: string[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    },

    async seatClassIdsOf(orderId: string): Promise<string[]> {
      const rows = await db
        .select({ classId: orderSeats.classId })
        .from(orderSeats)
        .where(eq(orderSeats.orderId, orderId))
        .orderBy(asc(orderSeats.classId));
      return rows.map((row) => row.classId);
    },

    /**
     * For another module's select: the user's pending order holding the item of the given item type and id columns,
     * as `{ orderId, number }` (json), or null (a scalar subquery). Slot lines do not count: booking more slots of a
     * bimble class while another order holds some is allowed (the slots themselves are guarded by the database).
     */
    pendingOrderHolding(userId: string, itemType: SQLWrapper, itemId: SQLWrapper): SQL<PendingHolder | null> {
      // Qualified by hand: drizzle leaves the table out of column names in a single-table select.
      const o = (column: keyof typeof orders._.columns) =>
        sql`${orders}.${sql.identifier(orders[column].name)}`;
      const l = (column: keyof typeof orderLines._.columns) =>
        sql`${orderLines}.${sql.identifier(orderLines[column].name)}`;
      return sql<PendingHolder | null>`(select json_build_object('orderId', ${o('id')}, 'number', ${o('number')})
        from ${orderLines} inner join ${orders} on ${o('id')} = ${l('orderId')}
        where ${o('userId')} = ${userId} and ${o('status')} = 'pending'
          and ${l('itemType')} = ${itemType} and ${l('itemId')} = ${itemId} and ${l('slotStartsAt')} is null
        order by ${o('createdAt')} limit 1)`;
    },

    /** The latest payment attempt of each order (one query). */
    async latestPaymentsOf(orderIds: string[]): Promise<Map<string, PaymentRow>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([payments.orderId])
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
        .orderBy(payments.orderId, desc(payments.attempt));
      return new Map(rows.map((row) => [row.orderId, row]));
    },

    /**
     * Records a new payment attempt (numbered after the last one) if the order is still pending, in one statement;
     * false when it no longer is.
     */
    async insertPaymentIfPending(values: {
      orderId: string;
      provider: PaymentRow['provider'];
      providerReference: string | null;
      redirectUrl: string;
      grossAmount: number;
    }): Promise<boolean> {
      const { orderId } = values;
      const result = (await db.execute(sql`
        insert into ${payments} (order_id, attempt, provider, provider_reference, redirect_url, gross_amount)
        select ${orderId}, coalesce((select max(p.attempt) from ${payments} p where p.order_id = ${orderId}), 0) + 1,
               ${values.provider}, ${values.providerReference}, ${values.redirectUrl}, ${values.grossAmount}
        where exists (select 1 from ${orders} o where o.id = ${orderId} and o.status = 'pending')
        returning id`)) as { rows: unknown[] };
      return result.rows.length === 1;
    },

    /** The statement that attaches the voucher, not run (the checkout runs it with the voucher's use count update). */
    setVoucherStatement(orderId: string, voucherId: string, voucherCode: string): SQLWrapper {
      return db.update(orders).set({ voucherId, voucherCode }).where(eq(orders.id, orderId));
    },

    /** Records what the gateway last said about the order's latest attempt. */
    async updateLatestPayment(orderId: string, status: string, paymentType: string | null): Promise<void> {
      await db
        .update(payments)
        .set({ providerStatus: status, ...(paymentType ? { paymentType } : {}) })
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(
              payments.attempt,
              sql`(select max(p2.attempt) from ${payments} p2 where p2.order_id = ${orderId})`,
            ),
          ),
        );
    },

    async insertNotification(values: NewPaymentNotificationRow): Promise<void> {
      await db.insert(paymentNotifications).values(values);
    },

    /** Serialises a user's checkouts (held until the transaction ends; a no-op wait on PGlite's single session). */
    async lockUserCheckout(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}`}, 0))`);
    },
  };
}
