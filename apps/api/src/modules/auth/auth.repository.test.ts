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

  it('counts concurrent sign-in failures atomically and locks at the limit', async () => {
    const key = `serbu.${randomUUID()}@contoh.test`;
    const now = new Date();
    const rule = { attempts: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => repository().recordSignInFailure(key, now, rule)),
    );
    expect(results.map((r) => r.failedCount).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const row = await repository().findSignInFailures(key);
    expect(row?.failedCount).toBe(8);
    expect(row?.lockedUntil?.getTime()).toBe(now.getTime() + rule.lockMs);

    // After the lock has run out, the next failure starts a new count.
    const later = new Date(now.getTime() + rule.lockMs + 1000);
    expect(await repository().recordSignInFailure(key, later, rule)).toEqual({
      failedCount: 1,
      lockedUntil: null,
    });
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
