import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orderRefundLines, orderRefunds, orders } from './orders.tables';

/** A half-open span of time `[from, to)`. */
export interface TimeSpan {
  from: Date;
  to: Date;
}

/** One calendar day's sales in a time zone: paid orders (count and totals) and the refunds made that day. */
export interface DailySales {
  /** `YYYY-MM-DD` in the asked time zone. */
  date: string;
  paidOrders: number;
  paidTotal: number;
  refunded: number;
}

/** An item's sales: lines not refunded, their revenue net of the voucher share. */
export interface ItemSales {
  kind: string;
  id: string;
  title: string;
  units: number;
  revenue: number;
}

/** The statuses of an order that was paid (a refund keeps its payment). */
const WAS_PAID = sql`('paid', 'partially_refunded', 'refunded')`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function rows(db: Database, statement: SQL): Promise<Record<string, unknown>[]> {
  // PgDatabase types the raw result as unknown; both drivers answer `{ rows }`.
  const result = (await db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * Sales figures for the admin dashboard and the tutors' class records (the orders module's own tables; each a single
 * query).
 */
export function createSalesFigures(db: Database) {
  return {
    /**
     * Per calendar day of `timeZone` in the span: orders paid (on `paid_at`) with their totals, and refunds made
     * (on the refund's `created_at`). Days without either are absent.
     */
    async daily(span: TimeSpan, timeZone: string): Promise<DailySales[]> {
      const day = (column: SQL) => sql`(${column} at time zone ${timeZone})::date::text`;
      const result = await rows(
        db,
        sql`select t.day, sum(t.n)::bigint as paid_orders, sum(t.paid)::bigint as paid_total,
              sum(t.refunded)::bigint as refunded
            from (
              select ${day(sql`o.paid_at`)} as day, 1 as n, o.total as paid, 0 as refunded
                from ${orders} o
                where o.status in ${WAS_PAID} and o.paid_at >= ${at(span.from)} and o.paid_at < ${at(span.to)}
              union all
              select ${day(sql`r.created_at`)}, 0, 0, r.amount
                from ${orderRefunds} r
                where r.created_at >= ${at(span.from)} and r.created_at < ${at(span.to)}
            ) t
            group by t.day`,
      );
      return result.map((row) => ({
        date: String(row.day),
        paidOrders: Number(row.paid_orders),
        paidTotal: Number(row.paid_total),
        refunded: Number(row.refunded),
      }));
    },

    /**
     * The items with the most revenue among the lines of orders paid in the span, lines refunded since left out;
     * ties: more units, then title. `title` is the latest line's snapshot.
     */
    async topItems(span: TimeSpan, limit: number): Promise<ItemSales[]> {
      const result = await rows(
        db,
        sql`select l.item_type as kind, l.item_id as id,
              (array_agg(l.title order by o.paid_at desc))[1] as title,
              count(*)::int as units, sum(l.price - l.discount)::bigint as revenue
            from ${orderLines} l
            join ${orders} o on o.id = l.order_id
            where o.status in ${WAS_PAID} and o.paid_at >= ${at(span.from)} and o.paid_at < ${at(span.to)}
              and not exists (select 1 from ${orderRefundLines} rl where rl.order_line_id = l.id)
            group by l.item_type, l.item_id
            having sum(l.price - l.discount) > 0
            order by revenue desc, units desc, title asc
            limit ${limit}`,
      );
      return result.map((row) => ({
        kind: String(row.kind),
        id: String(row.id),
        title: String(row.title),
        units: Number(row.units),
        revenue: Number(row.revenue),
      }));
    },

    /**
     * Sales of each class sold on its own (lines of kind `kelas`): lines of paid orders not refunded since, their
     * amount net of the voucher share. Classes sold inside a package are not split out of the package's line.
     */
    async classSales(classIds: readonly string[]): Promise<Map<string, { amount: number; lines: number }>> {
      if (classIds.length === 0) return new Map();
      const ids = sql.join(
        classIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const result = await rows(
        db,
        sql`select l.item_id as id, sum(l.price - l.discount)::bigint as amount, count(*)::int as lines
            from ${orderLines} l
            join ${orders} o on o.id = l.order_id
            where l.item_type = 'kelas' and l.item_id in (${ids}) and o.status in ${WAS_PAID}
              and not exists (select 1 from ${orderRefundLines} rl where rl.order_line_id = l.id)
            group by l.item_id`,
      );
      return new Map(
        result.map((row) => [String(row.id), { amount: Number(row.amount), lines: Number(row.lines) }]),
      );
    },

    /**
     * Each line (not refunded, of a paid order) that sold one of these packages, net of its voucher share: the class
     * history splits them over the package's classes.
     */
    async packageLineSales(packageIds: readonly string[]): Promise<{ packageId: string; net: number }[]> {
      if (packageIds.length === 0) return [];
      const ids = sql.join(
        packageIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const result = await rows(
        db,
        sql`select l.item_id as id, (l.price - l.discount)::int as net
            from ${orderLines} l
            join ${orders} o on o.id = l.order_id
            where l.item_type = 'kelas-paket' and l.item_id in (${ids}) and o.status in ${WAS_PAID}
              and not exists (select 1 from ${orderRefundLines} rl where rl.order_line_id = l.id)`,
      );
      return result.map((row) => ({ packageId: String(row.id), net: Number(row.net) }));
    },
  };
}

export type SalesFigures = ReturnType<typeof createSalesFigures>;
