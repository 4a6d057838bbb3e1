import { and, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activationTokens,
  type NewRefreshTokenRow,
  passwordResetTokens,
  type RefreshTokenRow,
  refreshTokens,
  signInFailures,
  signInThrottles,
  userIdentities,
  type UserIdentityRow,
} from './auth.tables';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** The rule of the per-address-and-source lock (`AUTH_LOCKOUT_*`). */
export interface LockRule {
  attempts: number;
  windowMs: number;
  lockMs: number;
}

/** The rule of the per-address delay: from `threshold` failures, `2^(n − threshold)` s, at most `maxDelayMs`. */
export interface ThrottleRule {
  threshold: number;
  maxDelayMs: number;
  /** Failures older than this (since the last one) are forgotten. */
  memoryMs: number;
}

/** A session id that no session has (the queries of unknown addresses cost the same as of known ones). */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The only code that queries the auth tables (refresh tokens, activation and reset tokens, identities, sign-in
 * failures and throttles).
 */
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

    // ── sign-in failures (per address and source) ─────────────────────────────────────────────────────────
    async findSignInFailures(emailKey: string, source: string) {
      const rows = await db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.emailKey, emailKey), eq(signInFailures.source, source)))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Counts one failed sign-in of an address from a source atomically (concurrent failures all count, across
     * instances). Failures older than `windowMs`, or from before an expired lock, start a new count; reaching
     * `attempts` locks the address for that source until now + lockMs.
     */
    async recordSignInFailure(
      emailKey: string,
      source: string,
      now: Date,
      rule: LockRule,
    ): Promise<{ failedCount: number; lockedUntil: Date | null }> {
      const windowStart = new Date(now.getTime() - rule.windowMs);
      const lockEnd = new Date(now.getTime() + rule.lockMs);
      const fresh = sql`(${signInFailures.windowStartedAt} <= ${at(windowStart)} or (${signInFailures.lockedUntil} is not null and ${signInFailures.lockedUntil} <= ${at(now)}))`;
      const nextCount = sql`(case when ${fresh} then 1 else ${signInFailures.failedCount} + 1 end)`;
      const rows = await db
        .insert(signInFailures)
        .values({
          emailKey,
          source,
          failedCount: 1,
          windowStartedAt: now,
          lockedUntil: rule.attempts <= 1 ? lockEnd : null,
        })
        .onConflictDoUpdate({
          target: [signInFailures.emailKey, signInFailures.source],
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

    /** Forgets the failures of an address from one source, or from every source. */
    async clearSignInFailures(emailKey: string, source?: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(
          and(
            eq(signInFailures.emailKey, emailKey),
            source === undefined ? undefined : eq(signInFailures.source, source),
          ),
        );
    },

    // ── sign-in throttles (per address, every source) ─────────────────────────────────────────────────────
    async findSignInThrottle(emailKey: string) {
      const rows = await db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.emailKey, emailKey))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Counts one failed sign-in of an address, whatever its source, atomically. From `threshold` failures the next
     * attempt may come only after `2^(n − threshold)` seconds (at most `maxDelayMs`); failures are forgotten
     * `memoryMs` after the last one.
     */
    async recordThrottledFailure(emailKey: string, now: Date, rule: ThrottleRule): Promise<void> {
      const memoryStart = new Date(now.getTime() - rule.memoryMs);
      const fresh = sql`(${signInThrottles.lastFailedAt} <= ${at(memoryStart)})`;
      const nextCount = sql`(case when ${fresh} then 1 else ${signInThrottles.failedCount} + 1 end)`;
      const maxSeconds = rule.maxDelayMs / 1000;
      // The exponent is capped so that 2^n stays a finite number of seconds before `least` bounds it.
      const delay = sql`make_interval(secs => least(power(2, least(${nextCount} - ${rule.threshold}, 40)), ${maxSeconds}::float8))`;
      await db
        .insert(signInThrottles)
        .values({
          emailKey,
          failedCount: 1,
          lastFailedAt: now,
          nextAttemptAt:
            rule.threshold <= 1 ? new Date(now.getTime() + Math.min(1000, rule.maxDelayMs)) : null,
        })
        .onConflictDoUpdate({
          target: signInThrottles.emailKey,
          set: {
            failedCount: nextCount,
            lastFailedAt: now,
            nextAttemptAt: sql`(case when ${nextCount} >= ${rule.threshold} then ${at(now)} + ${delay} else null end)`,
          },
        });
    },

    /**
     * Takes the one attempt a throttled address may make now (across instances, at most one of concurrent callers
     * gets it) and holds the next one back until `holdUntil`. `false` when the attempt is not due yet.
     */
    async claimThrottledAttempt(emailKey: string, now: Date, holdUntil: Date): Promise<boolean> {
      const rows = await db
        .update(signInThrottles)
        .set({ nextAttemptAt: holdUntil })
        .where(
          and(
            eq(signInThrottles.emailKey, emailKey),
            isNotNull(signInThrottles.nextAttemptAt),
            lte(signInThrottles.nextAttemptAt, now),
          ),
        )
        .returning({ emailKey: signInThrottles.emailKey });
      return rows.length > 0;
    },

    async clearSignInThrottle(emailKey: string): Promise<void> {
      await db.delete(signInThrottles).where(eq(signInThrottles.emailKey, emailKey));
    },
  };
}
