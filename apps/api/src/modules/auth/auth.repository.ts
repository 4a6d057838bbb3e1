import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type NewRefreshTokenRow,
  passwordResetTokens,
  type RefreshTokenRow,
  refreshTokens,
  signInFailures,
  userIdentities,
  type UserIdentityRow,
} from './auth.tables';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** The only code that queries the auth tables (refresh tokens, reset tokens, identities, sign-in failures). */
export function createAuthRepository(db: Database) {
  return {
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
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, now),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (rotated.length === 0) return null;
        const rows = await tx.insert(refreshTokens).values(next).returning();
        return rows[0] ?? null;
      });
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

    /** A session is active while its newest token is neither rotated, revoked nor expired. */
    async isFamilyActive(familyId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
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

    // ── identities ──────────────────────────────────────────────────────────────────────────────────────────
    async findIdentity(provider: 'google', subject: string): Promise<UserIdentityRow | null> {
      const rows = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Links an identity; when it is already linked (a concurrent call), the existing link wins. */
    async linkIdentity(values: {
      userId: string;
      provider: 'google';
      subject: string;
      email: string;
    }): Promise<UserIdentityRow | null> {
      await db.insert(userIdentities).values(values).onConflictDoNothing();
      return this.findIdentity(values.provider, values.subject);
    },

    // ── sign-in failures ────────────────────────────────────────────────────────────────────────────────────
    async findSignInFailures(emailKey: string) {
      const rows = await db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.emailKey, emailKey))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Counts one failed sign-in atomically (concurrent failures all count, across instances). Failures older than
     * `windowMs`, or from before an expired lock, start a new count; reaching `attempts` locks until now + lockMs.
     */
    async recordSignInFailure(
      emailKey: string,
      now: Date,
      rule: { attempts: number; windowMs: number; lockMs: number },
    ): Promise<{ failedCount: number; lockedUntil: Date | null }> {
      const windowStart = new Date(now.getTime() - rule.windowMs);
      const lockEnd = new Date(now.getTime() + rule.lockMs);
      const fresh = sql`(${signInFailures.windowStartedAt} <= ${at(windowStart)} or (${signInFailures.lockedUntil} is not null and ${signInFailures.lockedUntil} <= ${at(now)}))`;
      const nextCount = sql`(case when ${fresh} then 1 else ${signInFailures.failedCount} + 1 end)`;
      const rows = await db
        .insert(signInFailures)
        .values({
          emailKey,
          failedCount: 1,
          windowStartedAt: now,
          lockedUntil: rule.attempts <= 1 ? lockEnd : null,
        })
        .onConflictDoUpdate({
          target: signInFailures.emailKey,
          set: {
            failedCount: nextCount,
            windowStartedAt: sql`(case when ${fresh} then ${at(now)} else ${signInFailures.windowStartedAt} end)`,
            lockedUntil: sql`(case when ${nextCount} >= ${rule.attempts} then ${at(lockEnd)} else null end)`,
          },
        })
        .returning({ failedCount: signInFailures.failedCount, lockedUntil: signInFailures.lockedUntil });
      const row = rows[0];
      if (!row) throw new Error('sign-in failure upsert returned no row');
      return row;
    },

    async clearSignInFailures(emailKey: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.emailKey, emailKey));
    },
  };
}
