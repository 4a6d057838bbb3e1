import type { OrderStatus } from '@scola/contracts';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserContact, userContactOf, userIdsWithEmailLike } from '../users';
import { type OrderRow, orderLines, orders } from './orders.tables';

export interface AdminOrderFilter {
  /** An order number's beginning or part of the buyer's e-mail. */
  q?: string;
  statuses?: readonly OrderStatus[];
  limit: number;
  offset: number;
}

export type AdminOrderRow = OrderRow & { buyer: UserContact | null; lineCount: number };

/** Every buyer's orders for the admin console (the orders module's own tables, buyers through users' fragments). */
export function createAdminOrdersRepository(db: Database) {
  const select = {
    order: orders,
    buyer: userContactOf(orders.userId),
    // Qualified by hand: drizzle leaves the table out of column names in a single-table select.
    lineCount: sql<number>`(select count(*)::int from ${orderLines} l where l.order_id = ${orders}.${sql.identifier(orders.id.name)})`,
  };
  const toRow = (row: { order: OrderRow; buyer: UserContact | null; lineCount: number }): AdminOrderRow => ({
    ...row.order,
    buyer: row.buyer,
    lineCount: Number(row.lineCount),
  });

  return {
    /** One page, newest first, and the total (2 queries). */
    async list(filter: AdminOrderFilter): Promise<{ rows: AdminOrderRow[]; total: number }> {
      const q = filter.q?.trim();
      const escaped = q?.replace(/[\\%_]/g, (c) => `\\${c}`);
      const where = and(
        q
          ? or(ilike(orders.number, `${escaped}%`), inArray(orders.userId, userIdsWithEmailLike(q)))
          : undefined,
        filter.statuses && filter.statuses.length > 0
          ? inArray(orders.status, [...filter.statuses])
          : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select(select)
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows: rows.map(toRow), total: totals[0]?.n ?? 0 };
    },

    async find(id: string): Promise<AdminOrderRow | null> {
      const [row] = await db.select(select).from(orders).where(eq(orders.id, id));
      return row ? toRow(row) : null;
    },
  };
}
