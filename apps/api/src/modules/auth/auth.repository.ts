import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createIdentityLinksRepository } from './identity-links.repository';
import { createSignInGuardRepository } from './sign-in-guard.repository';
import {
  activationTokens,
  type NewRefreshTokenRow,
  passwordResetTokens,
  type RefreshTokenRow,
  refreshTokens,
} from './auth.tables';

export type AuthRepository = ReturnType<typeof createAuthRepository>;

export type { LockRule, ThrottleRule } from './sign-in-guard.repository';

/** A session id that no session has (the queries of unknown addresses cost the same as of known ones). */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The only code that queries the auth tables: refresh tokens, activation and reset tokens here, the sign-in
 * failures and throttles in `sign-in-guard.repository.ts` and the Google links and refusals in
 * `identity-links.repository.ts` (both joined in, so callers see one repository).
 */
/** A refresh token that may still be presented at `now`: the family's newest, neither revoked nor expired. */
function usableAt(now: Date) {
  return and(
    isNull(refreshTokens.rotatedAt),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, now),
  );
}

export function createAuthRepository(db: Database) {
  return {
    ...createSignInGuardRepository(db),
    ...createIdentityLinksRepository(db),
    // ── refresh tokens ──────────────────────────────────────────────────────────────────────────────────────
    async insertRefreshToken(values: NewRefreshTokenRow): Promise<RefreshTokenRow> {
      const rows = await db.insert(refreshTokens).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('refresh token insert returned no row');
      return row;
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Rotates a live token into `next` in one transaction: the conditional UPDATE (`rotated_at IS NULL …`) lets at
     * most one of several concurrent calls with the same token win; the others get `null`.
     */
    async rotateRefreshToken(
      tokenHash: string,
      now: Date,
      next: NewRefreshTokenRow & { id: string },
    ): Promise<RefreshTokenRow | null> {
      return db.transaction(async (tx) => {
        const rotated = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now, replacedBy: next.id })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), usableAt(now)))
          .returning({ id: refreshTokens.id });
        if (rotated.length === 0) return null;
        const rows = await tx.insert(refreshTokens).values(next).returning();
        return rows[0] ?? null;
      });
    },

    async findRefreshTokenById(id: string): Promise<RefreshTokenRow | null> {
      const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Whether a session of the user was started or refreshed from `ip` since `since` (the owner's usual places). */
    async hasSessionFrom(userId: string | null, ip: string, since: Date): Promise<boolean> {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId ?? NIL_UUID),
            eq(refreshTokens.ip, ip),
            gt(refreshTokens.createdAt, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Revokes every token of a family (a session); returns how many were still unrevoked. */
    async revokeFamily(familyId: string, now: Date): Promise<number> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length;
    },

    /** Revokes every token of a user, except those of `keepFamilyId` when given. */
    async revokeUserTokens(userId: string, now: Date, keepFamilyId?: string): Promise<number> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length;
    },

    /**
     * The user's active sessions: the live (newest) token of each family, with when the family started. One row per
     * session, newest use first.
     */
    async activeSessionsOf(userId: string, now: Date) {
      const startedAt = sql<Date>`(select min(f.created_at) from ${refreshTokens} f where f.family_id = ${refreshTokens.familyId})`;
      const rows = await db
        .select({
          familyId: refreshTokens.familyId,
          userAgent: refreshTokens.userAgent,
          ip: refreshTokens.ip,
          lastUsedAt: refreshTokens.createdAt,
          startedAt: startedAt.mapWith((value: string | Date) => new Date(value)),
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), usableAt(now)))
        .orderBy(desc(refreshTokens.createdAt))
        .limit(100);
      return rows;
    },

    /** Revokes a family only when it belongs to `userId`; returns how many tokens were still unrevoked. */
    async revokeFamilyOf(userId: string, familyId: string, now: Date): Promise<number> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length;
    },

    /** A session is active while its newest token is neither rotated, revoked nor expired. */
    async isFamilyActive(familyId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), usableAt(now)))
        .limit(1);
      return rows.length > 0;
    },

    // ── password reset tokens ───────────────────────────────────────────────────────────────────────────────
    async insertResetToken(values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    /** Marks a live reset token used (at most once, even concurrently); its user id, or `null`. */
    async consumeResetToken(tokenHash: string, now: Date): Promise<string | null> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return rows[0]?.userId ?? null;
    },

    /** Makes every still unused reset link of a user unusable. */
    async invalidateResetTokens(userId: string, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    // ── activation tokens ───────────────────────────────────────────────────────────────────────────────────
    async insertActivationToken(values: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(activationTokens).values(values);
    },

    /** Marks a live activation token used (at most once, even concurrently); its user id, or `null`. */
    async consumeActivationToken(tokenHash: string, now: Date): Promise<string | null> {
      const rows = await db
        .update(activationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(activationTokens.tokenHash, tokenHash),
            isNull(activationTokens.usedAt),
            gt(activationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: activationTokens.userId });
      return rows[0]?.userId ?? null;
    },

    /** Makes every still unused activation link of a user unusable (the account is active now). */
    async invalidateActivationTokens(userId: string, now: Date): Promise<void> {
      await db
        .update(activationTokens)
        .set({ usedAt: now })
        .where(and(eq(activationTokens.userId, userId), isNull(activationTokens.usedAt)));
    },
  };
}
