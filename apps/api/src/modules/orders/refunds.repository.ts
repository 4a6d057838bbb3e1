import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderRefundRow, orderRefundLines, orderRefunds, orderSeats } from './orders.tables';

export type NewOrderRefundRow = typeof orderRefunds.$inferInsert;
export type NewOrderRefundLineRow = Omit<typeof orderRefundLines.$inferInsert, 'refundId'>;
/** A refund with the ids of the order lines it took back. */
export type OrderRefundWithLines = OrderRefundRow & { lineIds: string[] };

/** The only code that queries `order_refunds` and `order_refund_lines` (and gives back a refunded order's seats). */
export function createRefundsRepository(db: Database) {
  async function withLines(rows: OrderRefundRow[]): Promise<OrderRefundWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select({ refundId: orderRefundLines.refundId, orderLineId: orderRefundLines.orderLineId })
      .from(orderRefundLines)
      .where(
        inArray(
          orderRefundLines.refundId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({
      ...row,
      lineIds: lines.filter((line) => line.refundId === row.id).map((line) => line.orderLineId),
    }));
  }

  return {
    /** The refund an admin action (its idempotency key) already made of the order, if any. */
    async findByKey(orderId: string, idempotencyKey: string): Promise<OrderRefundWithLines | null> {
      const rows = await db
        .select()
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, idempotencyKey)));
      return (await withLines(rows))[0] ?? null;
    },

    async findById(id: string): Promise<OrderRefundWithLines | null> {
      const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
      return (await withLines(rows))[0] ?? null;
    },

    /** The order's refunds, oldest first, with their lines (2 queries). */
    async ofOrder(orderId: string): Promise<OrderRefundWithLines[]> {
      const rows = await db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, orderId))
        .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
      return withLines(rows);
    },

    /** Records a refund and its lines; a line refunded before breaks the unique key (the caller checked). */
    async insert(values: NewOrderRefundRow, lines: NewOrderRefundLineRow[]): Promise<OrderRefundRow> {
      const [row] = await db.insert(orderRefunds).values(values).returning();
      if (!row) throw new Error('refund not inserted');
      if (lines.length > 0)
        await db.insert(orderRefundLines).values(lines.map((line) => ({ ...line, refundId: row.id })));
      return row;
    },

    async setGatewayStatus(id: string, gatewayStatus: OrderRefundRow['gatewayStatus']): Promise<void> {
      await db.update(orderRefunds).set({ gatewayStatus }).where(eq(orderRefunds.id, id));
    },

    /** Drops the order's hold on these classes' seats; answers the classes it held (whose seats to give back). */
    async dropSeats(orderId: string, classIds: readonly string[]): Promise<string[]> {
      if (classIds.length === 0) return [];
      const rows = await db
        .delete(orderSeats)
        .where(and(eq(orderSeats.orderId, orderId), inArray(orderSeats.classId, [...classIds])))
        .returning({ classId: orderSeats.classId });
      return rows.map((row) => row.classId);
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
