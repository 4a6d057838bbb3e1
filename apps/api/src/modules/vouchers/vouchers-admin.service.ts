import type {
  AdminVoucher,
  AdminVoucherInputParsed,
  AdminVoucherListQuery,
  VoucherItemRef,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type AdminVoucherRow,
  createVouchersAdminRepository,
  type NewVoucherRow,
} from './vouchers-admin.repository';
import type { VoucherLookups } from './vouchers.repository';

/** One change as the audit log records it. */
export interface VoucherChange {
  action: string;
  entityType: string;
  entityId: string;
  before: object | null;
  after: object | null;
}

/** Writes the audit row of a change with the change's own transaction (`tx`). */
export type VoucherAuditSink = (tx: Database, change: VoucherChange) => Promise<void>;

function toAdminVoucher(entry: AdminVoucherRow, items: VoucherItemRef[]): AdminVoucher {
  const { row } = entry;
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    funder: row.funder,
    funderTutorId: row.funderTutorId,
    funderTutorName: entry.funderTutorName,
    discountKind: row.discountKind,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minSubtotal: row.minSubtotal,
    totalQuota: row.totalQuota,
    perUserLimit: row.perUserLimit,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    scope: row.scope,
    scopeItemTypes: row.scope === 'item_types' ? row.scopeItemTypes : [],
    scopeTutorId: row.scope === 'tutor' ? row.scopeTutorId : null,
    scopeTutorName: row.scope === 'tutor' ? entry.scopeTutorName : null,
    scopeItems: row.scope === 'items' ? items : [],
    isActive: row.isActive,
    usage: {
      uses: row.usedCount,
      pendingUses: Number(entry.pendingUses),
      paidUses: Number(entry.paidUses),
      totalDiscount: Number(entry.totalDiscount),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of the input; fields of another scope are cleared so that the row says only what applies. */
function valuesOf(input: AdminVoucherInputParsed): NewVoucherRow {
  return {
    code: input.code,
    title: input.title,
    description: input.description,
    funder: input.funder,
    funderTutorId: input.funder === 'tutor' ? input.funderTutorId : null,
    discountKind: input.discountKind,
    discountValue: input.discountValue,
    maxDiscount: input.discountKind === 'percentage' ? input.maxDiscount : null,
    minSubtotal: input.minSubtotal,
    totalQuota: input.totalQuota,
    perUserLimit: input.perUserLimit,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    scope: input.scope,
    scopeItemTypes: input.scope === 'item_types' ? input.scopeItemTypes : [],
    scopeTutorId: input.scope === 'tutor' ? input.scopeTutorId : null,
  };
}

/** The PostgreSQL error (code, constraint) of a failed query (drizzle wraps the driver's error as `cause`). */
function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

/** Database refusals a concurrent change can still cause after the checks, as the admin's error codes. */
function translated(error: unknown, usedCount: () => number): unknown {
  const { code, constraint } = pgErrorOf(error);
  if (code === '23505' && (constraint === undefined || constraint === 'vouchers_code_key'))
    return new AppError('VOUCHER_CODE_TAKEN', undefined, { field: 'code' });
  if (code === '23503') return new AppError('VOUCHER_TUTOR_NOT_FOUND');
  if (code === '23514' && constraint === 'vouchers_used_count_valid')
    return new AppError('VOUCHER_QUOTA_BELOW_USES', undefined, { usedCount: usedCount() });
  return error;
}

/**
 * The admin's vouchers: list, read, create, edit, deactivate and reactivate. Every change runs in one transaction
 * with its audit row. An edit locks the voucher row first (`for update`), as the checkout's reservation does, so a
 * quota lowered while checkouts redeem the voucher is checked against the uses counted so far, and no reservation
 * can slip in between: uses never exceed the quota.
 */
export function createVouchersAdminService(db: Database, lookups: VoucherLookups) {
  const repository = createVouchersAdminRepository(db, lookups);

  async function view(tx: Database, id: string, lock = false): Promise<AdminVoucher> {
    const repo = createVouchersAdminRepository(tx, lookups);
    const entry = await repo.byId(id, lock);
    if (!entry) throw new AppError('NOT_FOUND');
    const items = await repo.itemsOf([id]);
    return toAdminVoucher(entry, items.get(id) ?? []);
  }

  return {
    async list(query: AdminVoucherListQuery, now: Date) {
      const { rows, total } = await repository.list({ ...query, now });
      const items = await repository.itemsOf(rows.map(({ row }) => row.id));
      return {
        data: rows.map((entry) => toAdminVoucher(entry, items.get(entry.row.id) ?? [])),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    get: (id: string) => view(db, id),

    changes(audit: VoucherAuditSink) {
      let seenUses = 0;
      const run = async <T>(work: (tx: Database) => Promise<T>): Promise<T> => {
        try {
          return await repository.transaction(work);
        } catch (error) {
          throw translated(error, () => seenUses);
        }
      };
      const record = (tx: Database, action: string, id: string, before: object | null, after: object) =>
        audit(tx, { action: `voucher.${action}`, entityType: 'voucher', entityId: id, before, after });

      return {
        create: (input: AdminVoucherInputParsed) =>
          run(async (tx) => {
            const repo = createVouchersAdminRepository(tx, lookups);
            if (await repo.codeTaken(input.code))
              throw new AppError('VOUCHER_CODE_TAKEN', undefined, { field: 'code' });
            const id = await repo.insert(valuesOf(input));
            await repo.replaceItems(id, input.scope === 'items' ? input.scopeItems : []);
            const after = await view(tx, id);
            await record(tx, 'create', id, null, after);
            return after;
          }),

        update: (id: string, input: AdminVoucherInputParsed) =>
          run(async (tx) => {
            const repo = createVouchersAdminRepository(tx, lookups);
            const before = await view(tx, id, true);
            seenUses = before.usage.uses;
            if (input.totalQuota !== null && input.totalQuota < before.usage.uses)
              throw new AppError('VOUCHER_QUOTA_BELOW_USES', undefined, { usedCount: before.usage.uses });
            if (await repo.codeTaken(input.code, id))
              throw new AppError('VOUCHER_CODE_TAKEN', undefined, { field: 'code' });
            await repo.update(id, valuesOf(input));
            await repo.replaceItems(id, input.scope === 'items' ? input.scopeItems : []);
            const after = await view(tx, id);
            await record(tx, 'update', id, before, after);
            return after;
          }),

        /** Deactivated: no new reservation; pending orders keep their use (see contracts/admin-vouchers.ts). */
        setActive: (id: string, isActive: boolean) =>
          run(async (tx) => {
            const before = await view(tx, id, true);
            if (before.isActive === isActive) return before;
            await createVouchersAdminRepository(tx, lookups).update(id, { isActive });
            const after = await view(tx, id);
            await record(tx, isActive ? 'activate' : 'deactivate', id, before, after);
            return after;
          }),
      };
    },
  };
}

export type VouchersAdminService = ReturnType<typeof createVouchersAdminService>;
