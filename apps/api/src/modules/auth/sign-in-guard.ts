import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import type { AuthRepository, LockRule, ThrottleRule } from './auth.repository';
import { REFRESH_TOKEN_TTL_MS } from './sessions';

/** Failed sign-ins of an address are forgotten a day after the last one. */
const THROTTLE_MEMORY_MS = 24 * 60 * 60 * 1000;

function lockedError(until: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const wait = seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;
  return new AppError(
    'ACCOUNT_LOCKED',
    `Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam ${wait} atau atur ulang kata sandi Anda.`,
    { retryAfterSeconds: seconds },
    { retryAfterSeconds: seconds },
  );
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;

/**
 * Slows password guessing without letting a stranger lock the owner out (ADR 0013):
 * - per address and source (client IP): `AUTH_LOCKOUT_ATTEMPTS` failures lock the address for that IP only, for
 *   `AUTH_LOCKOUT_MINUTES`;
 * - per address, all sources together: from twice as many failures each further attempt waits 1 s, 2 s, 4 s, …
 *   (at most `AUTH_LOCKOUT_MINUTES`) and only one attempt per wait is checked, so guessing from many IPs stays slow.
 *   IPs the account signed in from recently (the owner's usual places) are not held back by this delay.
 * Unknown addresses are counted exactly like known ones, so a lock or a delay reveals nothing.
 */
export function createSignInGuard(deps: {
  repository: AuthRepository;
  config: Pick<AppConfig, 'auth'>;
  clock: () => Date;
}) {
  const { repository, config, clock } = deps;
  const lockMs = config.auth.lockoutMinutes * 60_000;
  const lockRule: LockRule = { attempts: config.auth.lockoutAttempts, windowMs: lockMs, lockMs };
  const throttleRule: ThrottleRule = {
    threshold: 2 * config.auth.lockoutAttempts,
    maxDelayMs: lockMs,
    memoryMs: THROTTLE_MEMORY_MS,
  };
  const delayAfter = (failures: number) =>
    Math.min(2 ** Math.min(failures - throttleRule.threshold, 40) * 1000, throttleRule.maxDelayMs);

  /** Whether the address is being delayed: enough recent failures from all sources together. */
  async function throttleOf(emailKey: string, now: Date) {
    const throttle = await repository.findSignInThrottle(emailKey);
    if (!throttle?.nextAttemptAt) return null;
    if (throttle.lastFailedAt.getTime() <= now.getTime() - throttleRule.memoryMs) return null;
    return { ...throttle, nextAttemptAt: throttle.nextAttemptAt };
  }

  return {
    /**
     * Lets a sign-in attempt through to the password check, or throws `ACCOUNT_LOCKED` (with `Retry-After`).
     * `userId` is the account of the address, if any (its recent sessions tell the owner's IPs).
     */
    async admit(emailKey: string, source: string, userId: string | null): Promise<void> {
      const now = clock();
      const [failures, throttle, trusted] = await Promise.all([
        repository.findSignInFailures(emailKey, source),
        throttleOf(emailKey, now),
        repository.hasSessionFrom(userId, source, new Date(now.getTime() - REFRESH_TOKEN_TTL_MS)),
      ]);
      if (failures?.lockedUntil && failures.lockedUntil > now) throw lockedError(failures.lockedUntil, now);
      if (!throttle || trusted) return;
      if (throttle.nextAttemptAt > now) throw lockedError(throttle.nextAttemptAt, now);
      const holdUntil = new Date(now.getTime() + delayAfter(throttle.failedCount));
      if (!(await repository.claimThrottledAttempt(emailKey, now, holdUntil))) {
        throw lockedError(holdUntil, now);
      }
    },

    /** Counts a failed attempt (wrong password, or an address without an account). */
    async failed(emailKey: string, source: string): Promise<void> {
      const now = clock();
      await Promise.all([
        repository.recordSignInFailure(emailKey, source, now, lockRule),
        repository.recordThrottledFailure(emailKey, now, throttleRule),
      ]);
    },

    /** The right password from this source: its failures are forgotten (those of other sources are not). */
    succeeded(emailKey: string, source: string): Promise<void> {
      return repository.clearSignInFailures(emailKey, source);
    },

    /** The owner proved the address (password reset): every failure and delay of the address is forgotten. */
    async forget(emailKey: string): Promise<void> {
      await Promise.all([repository.clearSignInFailures(emailKey), repository.clearSignInThrottle(emailKey)]);
    },
  };
}
