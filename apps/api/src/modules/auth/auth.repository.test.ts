import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/auth-helpers';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test/test-app';
import { createAuthRepository } from './auth.repository';
import { hashToken, randomToken } from './secrets';

describe.each(testDatabases())('auth repository (%s)', (kind) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
  });
  afterAll(() => testDatabase.destroy());
  const repository = () => createAuthRepository(testDatabase.handle.db);

  it('rotates a refresh token at most once under concurrent calls (conditional UPDATE)', async () => {
    const { user } = await createAccount(testDatabase.handle);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 60_000);
    for (let round = 0; round < 5; round += 1) {
      const familyId = randomUUID();
      const tokenHash = hashToken(randomToken());
      await repository().insertRefreshToken({ userId: user.id, familyId, tokenHash, expiresAt });
      const next = () => ({
        id: randomUUID(),
        userId: user.id,
        familyId,
        tokenHash: hashToken(randomToken()),
        expiresAt,
      });
      const results = await Promise.all([
        repository().rotateRefreshToken(tokenHash, now, next()),
        repository().rotateRefreshToken(tokenHash, now, next()),
        repository().rotateRefreshToken(tokenHash, now, next()),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const old = await repository().findRefreshToken(tokenHash);
      expect(old?.replacedBy).toBe(results.find(Boolean)?.id);
      expect(await repository().isFamilyActive(familyId, now)).toBe(true);
      await repository().revokeFamily(familyId, now);
      expect(await repository().isFamilyActive(familyId, now)).toBe(false);
    }
  });

  it('counts concurrent sign-in failures atomically per address and source, and locks at the limit', async () => {
    const key = `serbu.${randomUUID()}@contoh.test`;
    const source = '203.0.113.9';
    const now = new Date();
    const rule = { attempts: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => repository().recordSignInFailure(key, source, now, rule)),
    );
    expect(results.map((r) => r.failedCount).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const row = await repository().findSignInFailures(key, source);
    expect(row?.failedCount).toBe(8);
    expect(row?.lockedUntil?.getTime()).toBe(now.getTime() + rule.lockMs);
    // Another source of the same address has its own count.
    expect(await repository().findSignInFailures(key, '198.51.100.1')).toBeNull();

    // After the lock has run out, the next failure starts a new count.
    const later = new Date(now.getTime() + rule.lockMs + 1000);
    expect(await repository().recordSignInFailure(key, source, later, rule)).toEqual({
      failedCount: 1,
      lockedUntil: null,
    });
  });

  it('delays an address exponentially from the threshold, counting concurrent failures atomically', async () => {
    const key = `banyak.${randomUUID()}@contoh.test`;
    const now = new Date();
    const rule = { threshold: 4, maxDelayMs: 60_000, memoryMs: 24 * 60 * 60_000 };
    await Promise.all(Array.from({ length: 3 }, () => repository().recordThrottledFailure(key, now, rule)));
    expect(await repository().findSignInThrottle(key)).toMatchObject({ failedCount: 3, nextAttemptAt: null });

    const delays: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      await repository().recordThrottledFailure(key, now, rule);
      const row = await repository().findSignInThrottle(key);
      delays.push((row?.nextAttemptAt?.getTime() ?? 0) - now.getTime());
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((seconds) => seconds * 1000));

    // One attempt per delay: of concurrent claims once it is due, exactly one wins.
    const due = new Date(now.getTime() + 60_000);
    const hold = new Date(due.getTime() + 60_000);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => repository().claimThrottledAttempt(key, due, hold)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await repository().claimThrottledAttempt(key, due, hold)).toBe(false);

    // A day after the last failure they are forgotten: the next one counts as the first.
    const tomorrow = new Date(now.getTime() + rule.memoryMs + 1000);
    await repository().recordThrottledFailure(key, tomorrow, rule);
    expect(await repository().findSignInThrottle(key)).toMatchObject({ failedCount: 1, nextAttemptAt: null });
  });

  it('consumes an activation token once', async () => {
    const { user } = await createAccount(testDatabase.handle);
    const tokenHash = hashToken(randomToken());
    const now = new Date();
    await repository().insertActivationToken({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const results = await Promise.all([
      repository().consumeActivationToken(tokenHash, now),
      repository().consumeActivationToken(tokenHash, now),
    ]);
    expect(results.filter(Boolean)).toEqual([user.id]);
  });

  it('consumes a reset token once', async () => {
    const { user } = await createAccount(testDatabase.handle);
    const tokenHash = hashToken(randomToken());
    const now = new Date();
    await repository().insertResetToken({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const results = await Promise.all([
      repository().consumeResetToken(tokenHash, now),
      repository().consumeResetToken(tokenHash, now),
    ]);
    expect(results.filter(Boolean)).toEqual([user.id]);
  });
});
