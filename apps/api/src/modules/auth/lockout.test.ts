import type { ErrorBody } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, errorCode, execute, queryRows, testClock } from '../../test/auth-helpers';
import { testDatabases, useTestApp } from '../../test/test-app';

const MINUTE = 60_000;

describe.each(testDatabases())('sign-in lockout and delays (%s)', (kind) => {
  const clock = testClock();
  const ctx = useTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, clock: clock.now });
  afterEach(() => clock.reset());

  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/scola/signin',
      payload: { email, password },
      remoteAddress,
    });
  const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

  it('locks an address for the IP that failed 5 times only; the owner signs in from another', async () => {
    const { email, password } = await createAccount(ctx.database);
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i += 1) {
      expect((await signInFrom(attacker, email, 'tebakan123')).statusCode).toBe(401);
    }
    // Even the right password is refused from the attacker's address: it learns nothing.
    const locked = await signInFrom(attacker, email.toUpperCase(), password);
    expect(locked.statusCode).toBe(429);
    expect(errorCode(locked)).toBe('ACCOUNT_LOCKED');
    expect(locked.json<ErrorBody>().error.message).toMatch(/coba lagi dalam 15 menit/);
    expect(retryAfter(locked)).toBeGreaterThan(14 * 60);
    expect(retryAfter(locked)).toBeLessThanOrEqual(15 * 60);

    // The owner, from their own address, is not locked out.
    expect((await signInFrom('198.51.100.20', email, password)).statusCode).toBe(200);
    // …and signing in there does not open the attacker's lock.
    expect(errorCode(await signInFrom(attacker, email, password))).toBe('ACCOUNT_LOCKED');

    // Still locked a minute before the end, open again after it.
    clock.advance(14 * MINUTE);
    expect(errorCode(await signInFrom(attacker, email, password))).toBe('ACCOUNT_LOCKED');
    clock.advance(MINUTE + 1000);
    expect((await signInFrom(attacker, email, password)).statusCode).toBe(200);
  });

  it('locks an unknown address the same way', async () => {
    const ghost = 'hantu.lockout@contoh.test';
    for (let i = 0; i < 5; i += 1) {
      expect(errorCode(await signInFrom('203.0.113.67', ghost, 'tebakan123'))).toBe('INVALID_CREDENTIALS');
    }
    const locked = await signInFrom('203.0.113.67', ghost, 'tebakan123');
    expect(locked.statusCode).toBe(429);
    expect(errorCode(locked)).toBe('ACCOUNT_LOCKED');
    expect(errorCode(await signInFrom('198.51.100.21', ghost, 'tebakan123'))).toBe('INVALID_CREDENTIALS');
  });

  it('keeps guessing from many addresses slow without locking the owner out for good', async () => {
    const { email, password } = await createAccount(ctx.database);
    const home = '192.0.2.10';
    expect((await signInFrom(home, email, password)).statusCode).toBe(200);

    // 10 failures (twice AUTH_LOCKOUT_ATTEMPTS), each from another address: no address is locked…
    for (let i = 0; i < 10; i += 1) {
      expect((await signInFrom(`10.0.0.${i}`, email, 'tebakan123')).statusCode).toBe(401);
    }
    // …but the address now waits between attempts, whoever makes them, right password or not.
    const held = await signInFrom('10.0.1.1', email, password);
    expect(held.statusCode).toBe(429);
    expect(errorCode(held)).toBe('ACCOUNT_LOCKED');
    expect(held.json<ErrorBody>().error.message).toMatch(/coba lagi dalam 1 detik/);
    expect(retryAfter(held)).toBe(1);
    // The owner's usual address is not held back.
    expect((await signInFrom(home, email, password)).statusCode).toBe(200);

    // An hour of guessing every 10 seconds from ever new addresses: the delay doubles with each checked guess
    // (1 s, 2 s, 4 s, … at most 15 minutes), so only a handful of the 360 guesses are checked at all.
    let checked = 0;
    for (let second = 0; second < 3600; second += 10) {
      clock.advance(10_000);
      const answer = await signInFrom(
        `10.1.${Math.floor(second / 250)}.${second % 250}`,
        email,
        'tebakan123',
      );
      expect([401, 429]).toContain(answer.statusCode);
      if (answer.statusCode === 401) checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
    expect(checked).toBeLessThanOrEqual(14);

    // The owner from a new address waits at most AUTH_LOCKOUT_MINUTES, then gets in.
    const newPlace = '198.51.100.30';
    const waiting = await signInFrom(newPlace, email, password);
    if (waiting.statusCode === 429) {
      expect(retryAfter(waiting)).toBeLessThanOrEqual(15 * 60);
      clock.advance(retryAfter(waiting) * 1000);
    }
    expect((await signInFrom(newPlace, email, password)).statusCode).toBe(200);
  });

  it('checks one attempt per delay even when many arrive at once', async () => {
    const { email } = await createAccount(ctx.database);
    for (let i = 0; i < 10; i += 1) await signInFrom(`10.2.0.${i}`, email, 'tebakan123');
    clock.advance(1500);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signInFrom(`10.2.1.${i}`, email, 'tebakan123')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it('keeps the failure counts in the database (shared by every instance)', async () => {
    const { email, password } = await createAccount(ctx.database);
    await signInFrom('203.0.113.70', email, 'tebakan123');
    const rows = await queryRows(
      ctx.database,
      sql`select source, failed_count from sign_in_failures where email_key = ${email.toLowerCase()}`,
    );
    expect(rows).toEqual([{ source: '203.0.113.70', failed_count: 1 }]);
    const throttle = await queryRows(
      ctx.database,
      sql`select failed_count from sign_in_throttles where email_key = ${email.toLowerCase()}`,
    );
    expect(throttle).toEqual([{ failed_count: 1 }]);
    // A lock set by another instance is honoured here.
    await execute(
      ctx.database,
      sql`update sign_in_failures set failed_count = 5, locked_until = now() + interval '10 minutes' where email_key = ${email.toLowerCase()}`,
    );
    expect(errorCode(await signInFrom('203.0.113.70', email, password))).toBe('ACCOUNT_LOCKED');
    await execute(
      ctx.database,
      sql`update sign_in_failures set locked_until = now() - interval '1 second' where email_key = ${email.toLowerCase()}`,
    );
    expect((await signInFrom('203.0.113.70', email, password)).statusCode).toBe(200);
  });

  it('forgets the failures of a source once it signs in with the right password', async () => {
    const { email, password } = await createAccount(ctx.database);
    const source = '203.0.113.71';
    for (let i = 0; i < 4; i += 1)
      expect((await signInFrom(source, email, 'tebakan123')).statusCode).toBe(401);
    expect((await signInFrom(source, email, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await signInFrom(source, email, 'tebakan123')).statusCode).toBe(401);
    expect((await signInFrom(source, email, password)).statusCode).toBe(200);
  });
});
