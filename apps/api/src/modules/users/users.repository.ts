import { and, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewUserRow, type UserRow, users } from './users.tables';

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** A column of `users`, qualified (for subqueries inside another module's select). */
const u = (column: 'id' | 'suspendedAt' | 'deletedAt' | 'name' | 'email' | 'phone') =>
  sql`${users}.${sql.identifier(users[column].name)}`;

/**
 * For another module's query: whether the account whose id is in `userId` is suspended or deleted (an `exists`
 * subquery): either way its items leave the catalogue.
 */
export function isSuspendedUser(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${u('id')} = ${userId}
    and (${u('suspendedAt')} is not null or ${u('deletedAt')} is not null))`;
}

/** A user's name and contact, as another module's select reads them with its own rows. */
export interface UserContact {
  name: string;
  email: string;
  phone: string | null;
}

/** For another module's select: the name and contact of the user whose id is in `userId` (a scalar subquery). */
export function userContactOf(userId: SQLWrapper): SQL<UserContact> {
  return sql<UserContact>`(select json_build_object('name', ${u('name')}, 'email', ${u('email')}, 'phone', ${u('phone')})
    from ${users} where ${u('id')} = ${userId})`;
}

/** For another module's select: the ids of the users whose e-mail contains `text` (case-insensitive; a subquery). */
export function userIdsWithEmailLike(text: string): SQL<string> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<string>`(select ${u('id')} from ${users} where ${u('email')} ilike ${pattern})`;
}

/**
 * For the admin's tutor list (a workflow's derived table): every account's `id`, `name`, `email`, `photo_url`,
 * `scope`, `suspended_at` and `created_at`.
 */
export function accountSummaries(): SQL {
  return sql`(select ${users.id} as id, ${users.name} as name, ${users.email} as email, ${users.photoUrl} as photo_url,
    ${users.scope} as scope, ${users.suspendedAt} as suspended_at, ${users.createdAt} as created_at from ${users})`;
}

/** The only code that queries the `users` table. */
export function createUsersRepository(db: Database) {
  return {
    /** Inserts a user; `null` when the e-mail (case-insensitive) is already taken. */
    async insert(values: NewUserRow): Promise<UserRow | null> {
      const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    /** Inserts the users whose e-mail is new (bulk). */
    async insertMany(values: NewUserRow[]): Promise<void> {
      if (values.length === 0) return;
      await db.insert(users).values(values).onConflictDoNothing();
    },

    /** Ids and e-mails of the users with these e-mails (case-insensitive). */
    async idsByEmails(emails: string[]) {
      if (emails.length === 0) return [];
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            emails.map((email) => email.toLowerCase()),
          ),
        );
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return rows[0] ?? null;
    },

    async findById(id: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Updates the given columns; `null` when there is no such user. */
    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow | null> {
      const rows = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return rows[0] ?? null;
    },

    /** Sets `activated_at` of a not yet activated account (and drops its password when asked); else `null`. */
    async activate(id: string, options: { dropPassword?: boolean } = {}): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ activatedAt: sql`now()`, ...(options.dropPassword ? { passwordHash: null } : {}) })
        .where(and(eq(users.id, id), isNull(users.activatedAt)))
        .returning();
      return rows[0] ?? null;
    },

    async namesByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, photoUrl: users.photoUrl })
        .from(users)
        .where(inArray(users.id, ids));
    },

    async count(): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return rows[0]?.n ?? 0;
    },
  };
}
