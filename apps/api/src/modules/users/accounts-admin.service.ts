import type { AccountStatus, AdminAccount, AdminAccountListQuery, Role } from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createAccountsAdminRepository } from './accounts-admin.repository';
import type { UserRow } from './users.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'Akun tidak ditemukan.');
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Deletion outranks the rest: a deleted account's other columns no longer describe anyone. */
function statusOf(row: UserRow): AccountStatus {
  if (row.deletedAt) return 'deleted';
  if (row.suspendedAt) return 'suspended';
  return row.activatedAt ? 'active' : 'inactive';
}

/** The admin console's view of an account. */
export function toAdminAccount(row: UserRow): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    city: row.city,
    scope: row.scope,
    status: statusOf(row),
    hasPassword: row.passwordHash !== null,
    tutorVerifiedAt: iso(row.tutorVerifiedAt),
    activatedAt: iso(row.activatedAt),
    suspendedAt: iso(row.suspendedAt),
    deletedAt: iso(row.deletedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A change of an account: the account before and after it (for the audit row). */
export interface AccountChange {
  before: AdminAccount;
  after: AdminAccount;
}

export type AccountsAdmin = ReturnType<typeof accountsAdminFor>;

function refuseDeleted(row: UserRow): UserRow {
  if (row.deletedAt) throw new AppError('ACCOUNT_IS_DELETED');
  return row;
}

/**
 * Accounts as the admin console manages them, over a database or a transaction. The writes must run in a
 * transaction (the caller's, with the audit row): they take a lock that lasts until it ends.
 */
export function accountsAdminFor(db: Database) {
  const repository = createAccountsAdminRepository(db);

  async function get(id: string): Promise<UserRow> {
    const row = UUID.test(id) ? await repository.findById(id) : null;
    if (!row) throw notFound();
    return row;
  }

  /**
   * Locks account changes, loads the account; refuses the admin's own account and a deleted one (read-only: its
   * owner erased it, and suspending or promoting the anonymised row would mean nothing).
   */
  async function target(actorId: string, id: string): Promise<UserRow> {
    if (id === actorId) throw new AppError('ACCOUNT_SELF_CHANGE');
    await repository.lockAccountChanges();
    return refuseDeleted(await get(id));
  }

  /** Refuses a change that leaves no admin who can act (`row` stops being one). */
  async function keepAnAdmin(row: UserRow): Promise<void> {
    if (!row.scope.includes('admin') || row.suspendedAt) return;
    if ((await repository.otherActiveAdmins(row.id)) === 0) throw new AppError('LAST_ADMIN');
  }

  async function change(row: UserRow, values: { suspendedAt?: Date | null; scope?: Role[] }) {
    const updated = await repository.update(row.id, values);
    if (!updated) throw notFound();
    return { before: toAdminAccount(row), after: toAdminAccount(updated) } satisfies AccountChange;
  }

  return {
    /** The account for a change that is not a role or suspension change (a reset e-mail): refused when deleted. */
    async changeable(id: string): Promise<AdminAccount> {
      return toAdminAccount(refuseDeleted(await get(id)));
    },

    async list(query: AdminAccountListQuery) {
      const { rows, total } = await repository.list(
        { q: query.q, role: query.role, status: query.status },
        query.sort,
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      );
      return {
        data: rows.map(toAdminAccount),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    async get(id: string): Promise<AdminAccount> {
      return toAdminAccount(await get(id));
    },

    /** Suspends an account (already suspended: answered as it is, `null`). Never one's own, never the last admin. */
    async suspend(actorId: string, id: string, now: Date): Promise<AccountChange | null> {
      const row = await target(actorId, id);
      if (row.suspendedAt) return null;
      await keepAnAdmin(row);
      return change(row, { suspendedAt: now });
    },

    /** Lifts a suspension (not suspended: `null`). */
    async reactivate(actorId: string, id: string): Promise<AccountChange | null> {
      const row = await target(actorId, id);
      if (!row.suspendedAt) return null;
      return change(row, { suspendedAt: null });
    },

    /** Grants (`true`) or revokes the admin role; unchanged: `null`. Never one's own, never the last admin. */
    async setAdmin(actorId: string, id: string, admin: boolean): Promise<AccountChange | null> {
      const row = await target(actorId, id);
      if (row.scope.includes('admin') === admin) return null;
      if (admin) {
        if (row.suspendedAt) throw new AppError('ACCOUNT_IS_SUSPENDED');
        return change(row, { scope: [...row.scope, 'admin'] });
      }
      await keepAnAdmin(row);
      const scope = row.scope.filter((role) => role !== 'admin');
      // An account keeps at least one role: a former admin with no other role becomes a student.
      return change(row, { scope: scope.length > 0 ? scope : ['student'] });
    },
  };
}
