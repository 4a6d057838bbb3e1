import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { queryRows } from './auth-helpers';

/**
 * The buying rules as checks over the whole database, for tests that hammer checkout and payment (concurrency,
 * database restarts, a killed API): the same rules `workflows/invariants.test.ts` checks request by request.
 *
 * Seats and voucher uses are counters kept next to the orders that hold them; demo data may start them above zero
 * without orders. So the checks compare each counter's distance from the orders holding it against a baseline
 * taken before the load: a seat or a use taken or given back without its order moves that distance.
 */
export interface CommerceBaseline {
  seatOffsets: Map<string, number>;
  voucherOffsets: Map<string, number>;
}

/** Orders that hold their seats and their voucher use (closed orders gave them back). */
const holding = sql`('pending', 'paid', 'partially_refunded', 'refunded')`;

async function seatOffsets(database: DatabaseHandle): Promise<Map<string, number>> {
  const rows = await queryRows(
    database,
    sql`select c.id, c.seats_taken - (select count(*)::int from order_seats s join orders o on o.id = s.order_id
                                        where s.class_id = c.id and o.status in ${holding}) as offset
          from live_classes c`,
  );
  return new Map(rows.map((row) => [String(row.id), Number(row.offset)]));
}

async function voucherOffsets(database: DatabaseHandle): Promise<Map<string, number>> {
  const rows = await queryRows(
    database,
    sql`select v.id, v.used_count - (select count(*)::int from orders o
                                       where o.voucher_id = v.id and o.status in ${holding}) as offset
          from vouchers v`,
  );
  return new Map(rows.map((row) => [String(row.id), Number(row.offset)]));
}

/** Takes the baseline (before the load). */
export async function commerceBaseline(database: DatabaseHandle): Promise<CommerceBaseline> {
  return { seatOffsets: await seatOffsets(database), voucherOffsets: await voucherOffsets(database) };
}

function offsetDrift(label: string, before: Map<string, number>, after: Map<string, number>): string[] {
  const problems: string[] = [];
  for (const [id, offset] of after) {
    const expected = before.get(id) ?? 0;
    if (offset !== expected) problems.push(`${label} ${id}: counter is ${offset - expected} off its orders`);
  }
  return problems;
}

/** Every broken rule, described (empty when all hold). */
export async function commerceViolations(
  database: DatabaseHandle,
  baseline: CommerceBaseline,
): Promise<string[]> {
  const problems = [
    ...offsetDrift('class', baseline.seatOffsets, await seatOffsets(database)),
    ...offsetDrift('voucher', baseline.voucherOffsets, await voucherOffsets(database)),
  ];
  const checks: { rule: string; query: ReturnType<typeof sql> }[] = [
    {
      rule: 'seats taken beyond capacity',
      query: sql`select id from live_classes where seats_taken > capacity or seats_taken < 0`,
    },
    {
      rule: 'voucher used beyond its quota',
      query: sql`select id from vouchers where total_quota is not null and used_count > total_quota`,
    },
    {
      rule: "voucher used beyond a student's limit",
      query: sql`select v.id from vouchers v join orders o on o.voucher_id = v.id
                  where v.per_user_limit is not null and o.status in ${holding}
                  group by v.id, o.user_id, v.per_user_limit having count(*) > v.per_user_limit`,
    },
    {
      rule: 'order without lines (half written)',
      query: sql`select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
    },
    {
      rule: 'order totals do not add up to its lines',
      query: sql`select o.id from orders o join order_lines l on l.order_id = o.id
                  group by o.id, o.subtotal, o.discount
                  having sum(l.price) <> o.subtotal or sum(l.discount) <> o.discount`,
    },
    {
      rule: 'class line without its seat (half written)',
      query: sql`select l.order_id from order_lines l
                  where l.item_type = 'kelas'
                    and not exists (select 1 from order_seats s where s.order_id = l.order_id and s.class_id = l.item_id)`,
    },
    {
      rule: 'paid order missing an entitlement of one of its lines',
      query: sql`select o.id from orders o join order_lines l on l.order_id = o.id
                  where o.status = 'paid'
                    and not exists (select 1 from entitlements e
                                     where e.user_id = o.user_id and e.item_type = l.item_type and e.item_id = l.item_id)`,
    },
    {
      rule: 'unpaid order granted something',
      query: sql`select o.id from orders o join entitlements e on e.order_id = o.id
                  where o.status not in ('paid')`,
    },
    {
      rule: 'paid order without paid_at, or closed order without closed_at',
      query: sql`select id from orders
                  where (status = 'paid' and paid_at is null)
                     or (status in ('expired', 'cancelled', 'failed', 'refunded') and closed_at is null)`,
    },
    {
      rule: 'order paid more than once by notifications',
      query: sql`select n.order_number from payment_notifications n
                  where n.outcome = 'applied' and n.transaction_status in ('settlement', 'capture')
                  group by n.order_number having count(*) > 1`,
    },
  ];
  for (const { rule, query } of checks) {
    const rows = await queryRows(database, query);
    for (const row of rows) problems.push(`${rule}: ${String(Object.values(row)[0])}`);
  }
  return problems;
}
