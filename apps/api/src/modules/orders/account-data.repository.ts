import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXPORT_ROW_LIMIT, type ExportRow, toExportRows } from '../../lib/account-data';
import { orderLines, orders, payments } from './orders.tables';

/**
 * The account's orders (newest first, bounded) with their lines and payment attempts, for its archive. A payment's
 * gateway handle and redirect link are left out: they are the gateway's keys, not the buyer's data.
 */
export async function ordersForExport(db: Database, userId: string): Promise<ExportRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(EXPORT_ROW_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, attempts] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.attempt)),
  ]);
  return toExportRows(rows, ['userId']).map((order) => ({
    ...order,
    lines: toExportRows(
      lines.filter((line) => line.orderId === order.id),
      ['orderId'],
    ),
    payments: toExportRows(
      attempts.filter((payment) => payment.orderId === order.id),
      ['orderId', 'providerReference', 'redirectUrl'],
    ),
  }));
}
