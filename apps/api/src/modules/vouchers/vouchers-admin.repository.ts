import type { AdminVoucherStatus, VoucherItemRef } from '@scola/contracts';
import { and, count, desc, eq, gt, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type VoucherLookups, v } from './vouchers.repository';
import { type VoucherRow, voucherItems, vouchers } from './vouchers.tables';

export type NewVoucherRow = Omit<
  typeof vouchers.$inferInsert,
  'id' | 'usedCount' | 'createdAt' | 'updatedAt'
>;

/** A voucher as the admin sees it: the row, its tutors' names and its usage. */
export interface AdminVoucherRow {
  row: VoucherRow;
  funderTutorName: string | null;
  scopeTutorName: string | null;
  pendingUses: number;
  paidUses: number;
  totalDiscount: number;
  orderCount: number;
}

/** `%`, `_` and `\` typed by the admin match themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function statusFilter(status: AdminVoucherStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'aktif':
      return and(eq(vouchers.isActive, true), gt(vouchers.endsAt, now));
    case 'nonaktif':
      return eq(vouchers.isActive, false);
    case 'berakhir':
      return lte(vouchers.endsAt, now);
    default:
      return undefined;
  }
}

/** The admin's reads and writes of `vouchers` and `voucher_items`. Works on a transaction too. */
export function createVouchersAdminRepository(db: Database, lookups: VoucherLookups) {
  const usage = lookups.usageOf(v('id'));
  const columns = {
    row: vouchers,
    funderTutorName: lookups.tutorNameOf(v('funderTutorId')),
    scopeTutorName: lookups.tutorNameOf(v('scopeTutorId')),
    pendingUses: usage.pendingUses,
    paidUses: usage.paidUses,
    totalDiscount: usage.totalDiscount,
    orderCount: usage.orderCount,
  };

  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Newest first, filtered, one page, with the total. */
    async list(input: {
      q?: string;
      status: AdminVoucherStatus;
      /** Only this tutor's own vouchers (the tutor workspace). */
      funderTutorId?: string;
      now: Date;
      page: number;
      pageSize: number;
    }): Promise<{ rows: AdminVoucherRow[]; total: number }> {
      const where = and(
        input.q
          ? or(ilike(vouchers.code, likePattern(input.q)), ilike(vouchers.title, likePattern(input.q)))
          : undefined,
        statusFilter(input.status, input.now),
        input.funderTutorId ? eq(vouchers.funderTutorId, input.funderTutorId) : undefined,
      );
      const rows = await db
        .select(columns)
        .from(vouchers)
        .where(where)
        .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize);
      const [counted] = await db.select({ n: count() }).from(vouchers).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    /** One voucher; `lock`: `select … for update` (the checkout's reservation waits for the change, and vice versa). */
    async byId(id: string, lock = false): Promise<AdminVoucherRow | undefined> {
      if (lock) await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, id)).for('update');
      const [row] = await db.select(columns).from(vouchers).where(eq(vouchers.id, id));
      return row;
    },

    /** Whether another voucher has this (upper-cased) code. */
    async codeTaken(code: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(and(eq(vouchers.code, code), exceptId ? ne(vouchers.id, exceptId) : undefined));
      return row !== undefined;
    },

    async insert(values: NewVoucherRow): Promise<string> {
      const [row] = await db.insert(vouchers).values(values).returning({ id: vouchers.id });
      if (!row) throw new Error('voucher insert returned no row');
      return row.id;
    },

    async update(id: string, values: Partial<NewVoucherRow>): Promise<void> {
      await db.update(vouchers).set(values).where(eq(vouchers.id, id));
    },

    /** The listed items of each voucher (scope `items`). */
    async itemsOf(ids: string[]): Promise<Map<string, VoucherItemRef[]>> {
      const items = new Map<string, VoucherItemRef[]>();
      if (ids.length === 0) return items;
      const rows = await db.select().from(voucherItems).where(inArray(voucherItems.voucherId, ids));
      for (const row of rows) {
        const list = items.get(row.voucherId) ?? [];
        list.push({ itemType: row.itemType, itemId: row.itemId });
        items.set(row.voucherId, list);
      }
      return items;
    },

    /** Deletes a voucher (and its items); an order that ever carried it makes the database refuse (23503). */
    async remove(id: string): Promise<void> {
      await db.delete(vouchers).where(eq(vouchers.id, id));
    },

    /** Replaces the listed items of a voucher. */
    async replaceItems(id: string, items: readonly VoucherItemRef[]): Promise<void> {
      await db.delete(voucherItems).where(eq(voucherItems.voucherId, id));
      if (items.length === 0) return;
      const unique = new Map(items.map((item) => [`${item.itemType}:${item.itemId}`, item]));
      await db.insert(voucherItems).values([...unique.values()].map((item) => ({ voucherId: id, ...item })));
    },
  };
}

export type VouchersAdminRepository = ReturnType<typeof createVouchersAdminRepository>;
