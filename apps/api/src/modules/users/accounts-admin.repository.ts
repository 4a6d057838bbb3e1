import type { AccountStatus, AdminAccountSort, Role } from '@scola/contracts';
import { and, asc, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from './users.tables';

/** Key of the transaction-scoped advisory lock taken by account changes (any fixed number; 'ACCT'). */
const ACCOUNT_CHANGES_LOCK = 0x41434354;

export interface AccountFilter {
  q?: string | undefined;
  role?: Role | undefined;
  status?: AccountStatus | undefined;
}

/** `%`, `_` and `\` typed by the admin match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The same precedence as the service's `statusOf`; no status means every account not deleted. */
function statusCondition(status: AccountStatus | undefined): SQL | undefined {
  if (status === 'deleted') return isNotNull(users.deletedAt);
  const kept = isNull(users.deletedAt);
  if (status === 'suspended') return and(kept, isNotNull(users.suspendedAt));
  if (status === 'inactive') return and(kept, isNull(users.suspendedAt), isNull(users.activatedAt));
  if (status === 'active') return and(kept, isNull(users.suspendedAt), isNotNull(users.activatedAt));
  return kept;
}

function whereOf(filter: AccountFilter): SQL | undefined {
  const pattern = filter.q ? likePattern(filter.q) : null;
  const parts = [
    pattern ? sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})` : undefined,
    filter.role ? sql`${filter.role} = any(${users.scope})` : undefined,
    statusCondition(filter.status),
  ].filter((part): part is SQL => part !== undefined);
  return parts.length > 0 ? and(...parts) : undefined;
}

const orderOf = (sort: AdminAccountSort) => {
  switch (sort) {
    case 'terlama':
      return [asc(users.createdAt), asc(users.id)];
    case 'nama':
      return [asc(sql`lower(${users.name})`), asc(users.id)];
    case 'email':
      return [asc(sql`lower(${users.email})`), asc(users.id)];
    default:
      return [desc(users.createdAt), desc(users.id)];
  }
};

/** The admin console's reads and writes of `users` (accounts list, suspension, the admin role). */
export function createAccountsAdminRepository(db: Database) {
  return {
    async list(filter: AccountFilter, sort: AdminAccountSort, page: { limit: number; offset: number }) {
      const where = whereOf(filter);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...orderOf(sort))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    /**
     * Serialises suspensions and admin-role changes until the transaction ends: two admins revoking each other at
     * once cannot both see the other as the remaining admin (one waits, then counts again). One lock, so no deadlock.
     */
    async lockAccountChanges(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_CHANGES_LOCK})`);
    },

    async findById(id: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** How many admins who can act (not suspended) there are besides `exceptId`. */
    async otherActiveAdmins(exceptId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(sql`'admin' = any(${users.scope})`, isNull(users.suspendedAt), ne(users.id, exceptId)));
      return rows[0]?.n ?? 0;
    },

    async update(id: string, values: { suspendedAt?: Date | null; scope?: Role[] }): Promise<UserRow | null> {
      const rows = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return rows[0] ?? null;
    },
  };
}
