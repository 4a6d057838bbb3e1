import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInFailures, signInThrottles } from './auth.tables';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

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

/** The only code that queries `sign_in_failures` and `sign_in_throttles` (what the sign-in guard counts). */
export function createSignInGuardRepository(db: Database) {
  return {
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
