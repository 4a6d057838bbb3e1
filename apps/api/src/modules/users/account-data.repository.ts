import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './users.tables';

/** The name every erased account shows where its reviews, posts and records stay (ADR 0051). */
export const ERASED_USER_NAME = 'Pengguna terhapus';

/** The domain of erased accounts' addresses: `.invalid` is reserved (RFC 2606), so nothing is ever delivered. */
const ERASED_EMAIL_DOMAIN = 'terhapus.scola.invalid';

/** The signed-in user's own profile for the archive: never the password hash. */
export async function profileForExport(db: Database, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      phone: users.phone,
      photoUrl: users.photoUrl,
      roles: users.scope,
      schoolLevel: users.schoolLevel,
      grade: users.grade,
      city: users.city,
      createdAt: users.createdAt,
      activatedAt: users.activatedAt,
      tutorVerifiedAt: users.tutorVerifiedAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The account locked for its erasure (`for update`: a concurrent erasure waits, then sees it erased). */
export async function lockAccountForErasure(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Erases the account's personal data and keeps its id, so paid orders, ledger entries, reviews and posts still
 * point at it (ADR 0051). The e-mail becomes a unique address that is never delivered, freeing the original one
 * for a new sign-up. `false` when it was erased already.
 */
export async function eraseAccount(db: Database, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      name: ERASED_USER_NAME,
      email: `${userId}@${ERASED_EMAIL_DOMAIN}`,
      phone: null,
      photoUrl: null,
      passwordHash: null,
      schoolLevel: null,
      grade: null,
      city: null,
      // Roles go: an erased admin must not count as one, an erased tutor never teaches again.
      scope: ['student'],
      deletedAt: at,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** How many admins besides this one can still act (not suspended, not deleted). */
export async function otherAdminsThan(db: Database, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        sql`'admin' = any(${users.scope})`,
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
        ne(users.id, userId),
      ),
    );
  return rows[0]?.n ?? 0;
}
