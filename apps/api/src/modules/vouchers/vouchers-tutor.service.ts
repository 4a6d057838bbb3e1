import {
  TUTOR_VOUCHER_MAX_FIXED_SHARE,
  type PurchasableItemType,
  type TutorVoucher,
  type TutorVoucherInputParsed,
  type TutorVoucherItem,
  type TutorVoucherList,
  type TutorVoucherListQuery,
  type VoucherItemRef,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type AdminVoucherRow,
  createVouchersAdminRepository,
  type NewVoucherRow,
} from './vouchers-admin.repository';
import type { VoucherLookups } from './vouchers.repository';

/** The tutor's own items as the catalogue knows them (handed in by the workflow: this module imports no catalogue). */
export type TutorItemsLookup = (db: Database, tutorId: string) => Promise<TutorVoucherItem[]>;

const keyOf = (item: { itemType: PurchasableItemType; itemId: string }) =>
  `${item.itemType}:${item.itemId.toLowerCase()}`;

function pgCodeOf(error: unknown): { code?: string; constraint?: string } {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

/** Database refusals a concurrent change can still cause after the checks, as the tutor's error codes. */
function translated(error: unknown): unknown {
  const { code, constraint } = pgCodeOf(error);
  if (code === '23505' && (constraint === undefined || constraint === 'vouchers_code_key'))
    return new AppError('VOUCHER_CODE_TAKEN', undefined, { field: 'code' });
  // orders.voucher_id is `on delete restrict`: an order carried the voucher after the check.
  if (code === '23503') return new AppError('VOUCHER_IN_USE');
  if (code === '23514' && constraint === 'vouchers_used_count_valid')
    return new AppError('VOUCHER_QUOTA_BELOW_USES', undefined, { usedCount: 0 });
  return error;
}

/**
 * The platform's limits on what a tutor may fund (ADR 0037), beyond the schema's (percentage ≤ 50): every item is
 * the tutor's own, and a fixed discount is at most half the price of the cheapest targeted item, so no item can be
 * sold for less than half its price with a tutor's code. Prices are read now; a later price cut cannot push a line
 * below zero (the rules engine never discounts more than a line's price).
 */
export function checkTutorVoucherLimits(input: TutorVoucherInputParsed, own: TutorVoucherItem[]): void {
  const byKey = new Map(own.map((item) => [keyOf(item), item]));
  // No listed items: every item of the tutor's (there must be some).
  const targeted = input.items.length === 0 ? own : input.items.map((ref) => byKey.get(keyOf(ref)));
  if (targeted.length === 0 || targeted.some((item) => item === undefined))
    throw new AppError('VOUCHER_ITEM_NOT_OWN');
  if (input.discountKind !== 'fixed') return;
  const cheapest = Math.min(...targeted.map((item) => item?.price ?? 0));
  const maximum = Math.floor((cheapest * TUTOR_VOUCHER_MAX_FIXED_SHARE) / 100);
  if (input.discountValue > maximum)
    throw new AppError('VOUCHER_OVER_LIMIT', undefined, { field: 'discountValue', maximum });
}

function valuesOf(tutorId: string, input: TutorVoucherInputParsed): NewVoucherRow {
  return {
    code: input.code,
    title: input.title,
    description: input.description,
    funder: 'tutor',
    funderTutorId: tutorId,
    discountKind: input.discountKind,
    discountValue: input.discountValue,
    maxDiscount: input.discountKind === 'percentage' ? input.maxDiscount : null,
    minSubtotal: input.minSubtotal,
    totalQuota: input.totalQuota,
    perUserLimit: input.perUserLimit,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    // Listed items, or every item of the tutor's (the engine limits a tutor's voucher to their items anyway).
    scope: input.items.length === 0 ? 'tutor' : 'items',
    scopeItemTypes: [],
    scopeTutorId: input.items.length === 0 ? tutorId : null,
  };
}

function toTutorVoucher(
  entry: AdminVoucherRow,
  items: VoucherItemRef[],
  titles: Map<string, string>,
): TutorVoucher {
  const { row } = entry;
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    discountKind: row.discountKind,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minSubtotal: row.minSubtotal,
    totalQuota: row.totalQuota,
    perUserLimit: row.perUserLimit,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    items: items.map((item) => ({ ...item, title: titles.get(keyOf(item)) ?? null })),
    allItems: row.scope !== 'items',
    isActive: row.isActive,
    usage: {
      uses: row.usedCount,
      pendingUses: Number(entry.pendingUses),
      paidUses: Number(entry.paidUses),
      totalDiscount: Number(entry.totalDiscount),
    },
    deletable: row.usedCount === 0 && Number(entry.orderCount) === 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A tutor's own vouchers (`/api/tutor/voucher`): always funded by that tutor, on listed items of theirs or on all.
 * Every call is keyed on the tutor: another tutor's voucher is NOT_FOUND. Changes lock the voucher row first
 * (`for update`), as the checkout's reservation does, so a quota lowered during checkouts is checked against the
 * uses counted so far; a used voucher cannot be deleted (checked, and refused by the orders' foreign key).
 */
export function createTutorVouchersService(
  db: Database,
  lookups: VoucherLookups,
  ownItems: TutorItemsLookup,
) {
  const repository = createVouchersAdminRepository(db, lookups);

  async function titlesFor(tx: Database, tutorId: string): Promise<Map<string, string>> {
    return new Map((await ownItems(tx, tutorId)).map((item) => [keyOf(item), item.title]));
  }

  async function view(tx: Database, tutorId: string, id: string, lock = false): Promise<TutorVoucher> {
    const repo = createVouchersAdminRepository(tx, lookups);
    const entry = await repo.byId(id, lock);
    if (!entry || entry.row.funder !== 'tutor' || entry.row.funderTutorId !== tutorId)
      throw new AppError('NOT_FOUND', 'Voucher tidak ditemukan.');
    const items = await repo.itemsOf([id]);
    return toTutorVoucher(entry, items.get(id) ?? [], await titlesFor(tx, tutorId));
  }

  const run = async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
    try {
      return await repository.transaction(work);
    } catch (error) {
      throw translated(error);
    }
  };

  return {
    items: (tutorId: string) => ownItems(db, tutorId),

    async list(tutorId: string, query: TutorVoucherListQuery, now: Date): Promise<TutorVoucherList> {
      const { rows, total } = await repository.list({
        status: 'semua',
        now,
        funderTutorId: tutorId,
        page: query.page,
        pageSize: query.pageSize,
      });
      const items = await repository.itemsOf(rows.map(({ row }) => row.id));
      const titles = rows.length > 0 ? await titlesFor(db, tutorId) : new Map<string, string>();
      return {
        data: rows.map((entry) => toTutorVoucher(entry, items.get(entry.row.id) ?? [], titles)),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    get: (tutorId: string, id: string) => view(db, tutorId, id),

    create: (tutorId: string, input: TutorVoucherInputParsed) =>
      run(async (tx) => {
        const repo = createVouchersAdminRepository(tx, lookups);
        checkTutorVoucherLimits(input, await ownItems(tx, tutorId));
        if (await repo.codeTaken(input.code))
          throw new AppError('VOUCHER_CODE_TAKEN', undefined, { field: 'code' });
        const id = await repo.insert(valuesOf(tutorId, input));
        await repo.replaceItems(id, input.items);
        return view(tx, tutorId, id);
      }),

    update: (tutorId: string, id: string, input: TutorVoucherInputParsed) =>
      run(async (tx) => {
        const repo = createVouchersAdminRepository(tx, lookups);
        const before = await view(tx, tutorId, id, true);
        if (input.totalQuota < before.usage.uses)
          throw new AppError('VOUCHER_QUOTA_BELOW_USES', undefined, { usedCount: before.usage.uses });
        checkTutorVoucherLimits(input, await ownItems(tx, tutorId));
        if (await repo.codeTaken(input.code, id))
          throw new AppError('VOUCHER_CODE_TAKEN', undefined, { field: 'code' });
        await repo.update(id, valuesOf(tutorId, input));
        await repo.replaceItems(id, input.items);
        return view(tx, tutorId, id);
      }),

    /** Deactivated: no new reservation; pending orders keep their use. */
    setActive: (tutorId: string, id: string, isActive: boolean) =>
      run(async (tx) => {
        const before = await view(tx, tutorId, id, true);
        if (before.isActive === isActive) return before;
        await createVouchersAdminRepository(tx, lookups).update(id, { isActive });
        return view(tx, tutorId, id);
      }),

    /** Only a voucher no order ever carried (VOUCHER_IN_USE otherwise: deactivate it instead). */
    remove: (tutorId: string, id: string) =>
      run(async (tx) => {
        const before = await view(tx, tutorId, id, true);
        if (!before.deletable) throw new AppError('VOUCHER_IN_USE');
        await createVouchersAdminRepository(tx, lookups).remove(id);
      }),
  };
}

export type TutorVouchersService = ReturnType<typeof createTutorVouchersService>;
