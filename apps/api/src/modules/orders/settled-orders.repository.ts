import { and, asc, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderRow, orders } from './orders.tables';

/**
 * Orders that were paid (paid, partially refunded or refunded), by id after `afterId`, `limit` at a time: the
 * tutor-earnings backfill walks them (keyset pages, so it costs the same at any depth).
 */
export async function settledOrdersAfter(
  db: Database,
  afterId: string | null,
  limit: number,
): Promise<OrderRow[]> {
  const settled = inArray(orders.status, ['paid', 'partially_refunded', 'refunded']);
  return db
    .select()
    .from(orders)
    .where(afterId ? and(settled, gt(orders.id, afterId)) : settled)
    .orderBy(asc(orders.id))
    .limit(limit);
}
