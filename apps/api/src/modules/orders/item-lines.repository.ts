import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderLineRow, orderLines, orders } from './orders.tables';

/**
 * The lines of paid (or partly refunded) orders that sold these classes, on their own or in these packages, or these
 * study rooms: the sales whose pending date follows the classes' first sessions (the rooms' starts; one query).
 */
export async function paidLinesOfItems(
  db: Database,
  items: { classIds: readonly string[]; packageIds: readonly string[]; roomIds?: readonly string[] },
): Promise<OrderLineRow[]> {
  const roomIds = items.roomIds ?? [];
  const sold = [
    ...(items.classIds.length > 0
      ? [and(eq(orderLines.itemType, 'kelas'), inArray(orderLines.itemId, [...items.classIds]))]
      : []),
    ...(items.packageIds.length > 0
      ? [and(eq(orderLines.itemType, 'kelas-paket'), inArray(orderLines.itemId, [...items.packageIds]))]
      : []),
    ...(roomIds.length > 0
      ? [and(eq(orderLines.itemType, 'study-room'), inArray(orderLines.itemId, [...roomIds]))]
      : []),
  ];
  if (sold.length === 0) return [];
  const rows = await db
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orders.status, ['paid', 'partially_refunded']), or(...sold)));
  return rows.map((row) => row.line);
}
