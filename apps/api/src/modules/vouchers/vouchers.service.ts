import type { ErrorDetails, PurchasableItemType, VoucherRefusalCode } from '@scola/contracts';
import { and, asc, count, eq, gt, inArray, isNull, lt, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tutorProfilesTable } from '../catalogue';
import { ordersTable } from '../orders';
import { applyToLines, evaluateVoucher, type QuoteLine, type VoucherRules } from './vouchers.rules';
import { type VoucherRow, voucherItems, vouchers } from './vouchers.tables';

export interface VoucherQuoteInput {
  /** As typed; trimmed and upper-cased here. */
  code: string;
  userId: string;
  /** The lines the order will have (the cart's buyable lines), with the prices the buyer pays now. */
  lines: readonly QuoteLine[];
  now: Date;
}

/**
 * What a voucher does for an order. `lineDiscounts` lists the eligible lines only (in input order), their discounts
 * adding up to `discount` exactly; every other line gets 0.
 */
export interface VoucherQuote {
  voucherId: string;
  code: string;
  title: string;
  discount: number;
  lineDiscounts: { itemType: PurchasableItemType; itemId: string; discount: number }[];
}

/** Order statuses that hold a use of their voucher (pending: reserved; paid, refunded: redeemed). */
export const voucherHoldingStatuses = ['pending', 'paid', 'refunded'] as const;

export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase();

/** The rules' view of a voucher row and its listed items. */
function rulesOf(row: VoucherRow, itemKeys: ReadonlySet<string>): VoucherRules {
  return { ...row, itemKeys };
}

async function itemKeysOf(db: Database, voucherIds: string[]): Promise<Map<string, Set<string>>> {
  const keys = new Map<string, Set<string>>();
  if (voucherIds.length === 0) return keys;
  const rows = await db
    .select({
      voucherId: voucherItems.voucherId,
      itemType: voucherItems.itemType,
      itemId: voucherItems.itemId,
    })
    .from(voucherItems)
    .where(inArray(voucherItems.voucherId, voucherIds));
  for (const row of rows) {
    const set = keys.get(row.voucherId) ?? new Set<string>();
    set.add(`${row.itemType}:${row.itemId}`);
    keys.set(row.voucherId, set);
  }
  return keys;
}

/** The student's orders carrying the voucher that hold a use of it. */
async function usesOf(db: Database, voucherId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ordersTable)
    .where(
      and(
        eq(ordersTable.voucherId, voucherId),
        eq(ordersTable.userId, userId),
        inArray(ordersTable.status, [...voucherHoldingStatuses]),
      ),
    );
  return row?.n ?? 0;
}

function refuse(code: VoucherRefusalCode, details?: ErrorDetails<VoucherRefusalCode>): never {
  throw new AppError(code, undefined, details);
}

async function quoteWith(db: Database, input: VoucherQuoteInput, lock: boolean): Promise<VoucherQuote> {
  const code = normaliseVoucherCode(input.code);
  const select = db.select().from(vouchers).where(eq(vouchers.code, code));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) refuse('VOUCHER_NOT_FOUND');
  // Counted after the row lock: a concurrent reservation of the same voucher has committed its order by now.
  const userUses = row.perUserLimit === null ? 0 : await usesOf(db, row.id, input.userId);
  const itemKeys = row.scope === 'items' ? await itemKeysOf(db, [row.id]) : new Map<string, Set<string>>();
  const outcome = evaluateVoucher(rulesOf(row, itemKeys.get(row.id) ?? new Set()), {
    now: input.now,
    userUses,
    lines: input.lines,
  });
  if (!outcome.ok) refuse(outcome.code, outcome.details);
  return {
    voucherId: row.id,
    code: row.code,
    title: row.title,
    discount: outcome.discount,
    lineDiscounts: outcome.lineDiscounts,
  };
}

/** A voucher the student can use now, with how it fits the given lines. */
export interface AvailableVoucherRow {
  row: VoucherRow;
  funderTutorName: string | null;
  scopeTutorName: string | null;
  userUses: number;
  applicable: boolean;
  reason: 'VOUCHER_NOT_APPLICABLE' | 'VOUCHER_MINIMUM_NOT_MET' | 'CART_EMPTY' | null;
  discount: number;
}

export function createVoucherService() {
  return {
    /** Every rule checked without a lock (a preview): the quote, or an `AppError` with the refusal code. */
    quote(db: Database, input: VoucherQuoteInput): Promise<VoucherQuote> {
      return quoteWith(db, input, false);
    },

    /**
     * Reserves one use of the voucher for an order being created. Contract for the checkout workflow: call it inside
     * the checkout transaction (`db` = its `tx`), then insert the order row carrying `voucher_id` (status `pending`)
     * in that same transaction before it commits. `reserve` locks the voucher row (`select … for update`) until the
     * commit, re-checks every rule — the quota against `used_count`, the per-user limit by counting the student's
     * pending, paid and refunded orders carrying it (counted after the lock, so it sees the order of a concurrent
     * reservation that committed while this one waited) — and increments `used_count`. Refusals throw `AppError`
     * with the rule's code; the caller rolls back. Undo with `release` when the order expires, is cancelled or fails.
     */
    async reserve(
      db: Database,
      input: VoucherQuoteInput,
      /** A statement of the caller's run with the use count's update (one round trip), e.g. attaching the order. */
      alongside?: (quote: VoucherQuote) => SQLWrapper,
    ): Promise<VoucherQuote> {
      const quote = await quoteWith(db, input, true);
      const ctes = alongside ? [db.$with('alongside', {}).as(alongside(quote).getSQL())] : [];
      await db
        .with(...ctes)
        .update(vouchers)
        .set({ usedCount: sql`${vouchers.usedCount} + 1` })
        .where(eq(vouchers.id, quote.voucherId));
      return quote;
    },

    /** Gives back one use (a pending order carrying it expired, was cancelled or failed). */
    async release(db: Database, voucherId: string): Promise<void> {
      await db
        .update(vouchers)
        .set({ usedCount: sql`${vouchers.usedCount} - 1` })
        .where(and(eq(vouchers.id, voucherId), gt(vouchers.usedCount, 0)));
    },

    /**
     * The vouchers `userId` can use at `now` (active, in their window, quota left, under the per-user limit),
     * soonest ending first, each with whether it applies to `lines` (the cart's buyable lines).
     */
    async available(
      db: Database,
      input: { userId: string; now: Date; lines: readonly QuoteLine[]; page: number; pageSize: number },
    ): Promise<{ items: AvailableVoucherRow[]; total: number }> {
      const userUses = sql<number>`(select count(*)::int from ${ordersTable}
        where ${ordersTable.voucherId} = ${vouchers.id} and ${ordersTable.userId} = ${input.userId}
          and ${inArray(ordersTable.status, [...voucherHoldingStatuses])})`;
      const where = and(
        eq(vouchers.isActive, true),
        lte(vouchers.startsAt, input.now),
        gt(vouchers.endsAt, input.now),
        or(isNull(vouchers.totalQuota), lt(vouchers.usedCount, vouchers.totalQuota)),
        or(isNull(vouchers.perUserLimit), sql`${userUses} < ${vouchers.perUserLimit}`),
      );
      const funderTutor = alias(tutorProfilesTable, 'funder_tutor');
      const scopeTutor = alias(tutorProfilesTable, 'scope_tutor');
      const rows = await db
        .select({
          row: vouchers,
          funderTutorName: funderTutor.displayName,
          scopeTutorName: scopeTutor.displayName,
          userUses,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(vouchers)
        .leftJoin(funderTutor, eq(funderTutor.userId, vouchers.funderTutorId))
        .leftJoin(scopeTutor, eq(scopeTutor.userId, vouchers.scopeTutorId))
        .where(where)
        .orderBy(asc(vouchers.endsAt), asc(vouchers.code))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && input.page > 1) {
        const [counted] = await db.select({ n: count() }).from(vouchers).where(where);
        total = counted?.n ?? 0;
      }
      const itemKeys = await itemKeysOf(
        db,
        rows.filter(({ row }) => row.scope === 'items').map(({ row }) => row.id),
      );
      const items = rows.map((entry): AvailableVoucherRow => {
        const base = {
          row: entry.row,
          funderTutorName: entry.funderTutorName,
          scopeTutorName: entry.scopeTutorName,
          userUses: entry.userUses,
        };
        if (input.lines.length === 0)
          return { ...base, applicable: false, reason: 'CART_EMPTY', discount: 0 };
        const outcome = applyToLines(
          rulesOf(entry.row, itemKeys.get(entry.row.id) ?? new Set()),
          input.lines,
        );
        if (!outcome.ok) {
          const reason = outcome.code === 'VOUCHER_MINIMUM_NOT_MET' ? outcome.code : 'VOUCHER_NOT_APPLICABLE';
          return { ...base, applicable: false, reason, discount: 0 };
        }
        return { ...base, applicable: true, reason: null, discount: outcome.discount };
      });
      return { items, total };
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
