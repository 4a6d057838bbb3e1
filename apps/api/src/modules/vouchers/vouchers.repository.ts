import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type VoucherRow, voucherItems, vouchers } from './vouchers.tables';

/**
 * What the vouchers need from the modules around them, as SQL for their own queries (the vouchers module imports
 * neither: orders reference vouchers, so the workflows hand these in).
 */
export interface VoucherLookups {
  /** The student's orders carrying the voucher in `voucherId` that hold a use of it (pending, paid, refunded). */
  usesOf(voucherId: SQLWrapper, userId: string): SQL<number>;
  /** The display name of the tutor whose user id is in `tutorId` (null for none). */
  tutorNameOf(tutorId: SQLWrapper): SQL<string | null>;
  /** The usage of the voucher in `voucherId` across all buyers (the admin's view). */
  usageOf(voucherId: SQLWrapper): {
    pendingUses: SQL<number>;
    paidUses: SQL<number>;
    totalDiscount: SQL<number>;
    /** Orders that ever carried it, any status. */
    orderCount: SQL<number>;
  };
}

/** A voucher usable now, as read for the list: the row, its tutors' names, the student's uses. */
export interface AvailableRow {
  row: VoucherRow;
  funderTutorName: string | null;
  scopeTutorName: string | null;
  userUses: number;
  total: number;
}

/** A column of `vouchers` qualified by hand (drizzle leaves the table out in a single-table select). */
export const v = (column: 'id' | 'funderTutorId' | 'scopeTutorId') =>
  sql`${vouchers}.${sql.identifier(vouchers[column].name)}`;

/** The only code that touches `vouchers` and `voucher_items`. Works on a transaction too. */
export function createVouchersRepository(db: Database, lookups: VoucherLookups) {
  return {
    /** The items each voucher of scope `items` lists, as `itemType:itemId` keys. */
    async itemKeysOf(voucherIds: string[]): Promise<Map<string, Set<string>>> {
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
    },

    /** The voucher with the (normalised) code; `lock`: `select … for update` until the transaction ends. */
    async findByCode(code: string, lock: boolean): Promise<VoucherRow | undefined> {
      const select = db.select().from(vouchers).where(eq(vouchers.code, code));
      const [row] = lock ? await select.for('update') : await select;
      return row;
    },

    /** The student's orders carrying the voucher that hold a use of it. */
    async usesOf(voucherId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: lookups.usesOf(v('id'), userId) })
        .from(vouchers)
        .where(eq(vouchers.id, voucherId));
      return Number(row?.n ?? 0);
    },

    /** Counts one use; `alongside` runs in the same statement (one round trip), e.g. attaching the order. */
    async countUse(voucherId: string, alongside?: SQLWrapper): Promise<void> {
      const ctes = alongside ? [db.$with('alongside', {}).as(alongside.getSQL())] : [];
      await db
        .with(...ctes)
        .update(vouchers)
        .set({ usedCount: sql`${vouchers.usedCount} + 1` })
        .where(eq(vouchers.id, voucherId));
    },

    /** Gives back one use (never below 0). */
    async releaseUse(voucherId: string): Promise<void> {
      await db
        .update(vouchers)
        .set({ usedCount: sql`${vouchers.usedCount} - 1` })
        .where(and(eq(vouchers.id, voucherId), gt(vouchers.usedCount, 0)));
    },

    /**
     * The vouchers `userId` can use at `now` (active, in their window, quota left, under the per-user limit),
     * soonest ending first, one page of them, with the total.
     */
    async available(input: {
      userId: string;
      now: Date;
      page: number;
      pageSize: number;
    }): Promise<{ rows: AvailableRow[]; total: number }> {
      const userUses = lookups.usesOf(v('id'), input.userId);
      const where = and(
        eq(vouchers.isActive, true),
        lte(vouchers.startsAt, input.now),
        gt(vouchers.endsAt, input.now),
        or(isNull(vouchers.totalQuota), lt(vouchers.usedCount, vouchers.totalQuota)),
        or(isNull(vouchers.perUserLimit), sql`${userUses} < ${vouchers.perUserLimit}`),
      );
      const rows = await db
        .select({
          row: vouchers,
          funderTutorName: lookups.tutorNameOf(v('funderTutorId')),
          scopeTutorName: lookups.tutorNameOf(v('scopeTutorId')),
          userUses,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(vouchers)
        .where(where)
        .orderBy(asc(vouchers.endsAt), asc(vouchers.code))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && input.page > 1) {
        const [counted] = await db.select({ n: count() }).from(vouchers).where(where);
        total = counted?.n ?? 0;
      }
      return { rows, total };
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
