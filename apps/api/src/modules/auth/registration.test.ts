import { createHash } from 'node:crypto';
import { type ErrorBody, sessionResponseSchema, userResponseSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountInfo,
  countRows,
  createAccount,
  errorCode,
  post,
  queryRows,
  signIn,
  testClock,
} from '../../test/auth-helpers';
import { type ReceivedMail, startSmtpSink } from '../../test/smtp-sink';
import { testDatabases, useTestApp, withDefaultPasswordHashCost } from '../../test/test-app';

const PUBLIC_URL = 'https://scola.test';
const activationLink = /https:\/\/scola\.test\/#\/aktivasi\?token=([A-Za-z0-9_-]+)/;
const resetLink = /https:\/\/scola\.test\/#\/reset-password\?token=([A-Za-z0-9_-]+)/;

function tokenIn(mail: ReceivedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.decoded);
  if (!match?.[1]) throw new Error(`no ${String(pattern)} in:\n${mail.decoded}`);
  return match[1];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(testDatabases())('sign-up and activation over SMTP (%s)', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const env: Record<string, string> = { PUBLIC_URL, AUTH_RATE_LIMIT_PER_MINUTE: '10000' };
  const clock = testClock();
  beforeAll(async () => {
    smtp = await startSmtpSink();
    env.SMTP_URL = smtp.url;
  });
  const ctx = useTestApp(kind, { env, clock: clock.now });
  afterAll(() => smtp?.close());
  afterEach(() => clock.reset());

  const signUp = (body: { name: string; email: string; password: string }) =>
    post(ctx.app, '/api/auth/scola/signup', body);
  const activate = (token: string) => post(ctx.app, '/api/auth/scola/activate', { token });
  /** The next e-mail to `to` (others, e.g. of concurrent tests, are skipped). */
  async function mailTo(to: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mail = smtp.messages.find((message) => message.to.includes(to) && !seen.has(message));
      if (mail) {
        seen.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const seen = new Set<ReceivedMail>();
  async function noMailTo(to: string) {
    await ctx.app.background.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.filter((message) => message.to.includes(to) && !seen.has(message))).toEqual([]);
  }

  it('answers a new address with 202, e-mails an activation link that activates and signs in once', async () => {
    const email = 'siti.baru@contoh.test';
    const before = await countRows(ctx.database, 'users');
    const response = await signUp({ name: '  Siti Rahmawati ', email, password: 'belajar2026' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { ok: true } });

    const mail = await mailTo(email);
    expect(mail.header('subject')).toBe('Aktifkan akun Scola Anda');
    expect(mail.decoded).toContain('Halo Siti Rahmawati');
    expect(mail.decoded).toMatch(/berlaku 24 jam/);
    const token = tokenIn(mail, activationLink);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(await countRows(ctx.database, 'users')).toBe(before + 1);
    // Stored hashed, never in clear.
    const stored = await queryRows(
      ctx.database,
      sql`select token_hash from activation_tokens t join users u on u.id = t.user_id where u.email = ${email}`,
    );
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

    // Not activated yet: the right password says so (and only the right one).
    const early = await post(ctx.app, '/api/auth/scola/signin', { email, password: 'belajar2026' });
    expect(early.statusCode).toBe(403);
    expect(early.json<ErrorBody>().error).toEqual({
      code: 'ACCOUNT_NOT_ACTIVATED',
      message:
        'Akun Anda belum diaktifkan. Buka tautan aktivasi di email Anda, atau minta email aktivasi baru.',
    });
    const wrong = await post(ctx.app, '/api/auth/scola/signin', { email, password: 'salah12345' });
    expect(errorCode(wrong)).toBe('INVALID_CREDENTIALS');

    const activated = await activate(token);
    expect(activated.statusCode).toBe(200);
    const session = sessionResponseSchema.parse(activated.json()).data;
    const info = userResponseSchema.parse((await accountInfo(ctx.app, session.token)).json()).data;
    expect(info).toMatchObject({ name: 'Siti Rahmawati', email, scope: ['student'] });
    await expect(signIn(ctx.app, email, 'belajar2026')).resolves.toHaveProperty('token');

    // Single use.
    const again = await activate(token);
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe('INVALID_ACTIVATION_TOKEN');
  });

  it('answers a registered address exactly the same, changes nothing and tells its owner', async () => {
    const { email, password } = await createAccount(ctx.database, {
      email: 'fajar.kusuma@contoh.test',
      name: 'Fajar Kusuma',
    });
    const before = await countRows(ctx.database, 'users');
    const response = await signUp({
      name: 'Fajar Lain',
      email: email.toUpperCase(),
      password: 'bukanPunyaku9',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect(response.headers['content-type']).toBe(
      (await signUp({ name: 'Baru', email: 'benar.baru@contoh.test', password: 'rahasia123' })).headers[
        'content-type'
      ],
    );

    const mail = await mailTo(email);
    expect(mail.header('subject')).toBe('Ada yang mencoba mendaftar dengan email Anda');
    expect(mail.decoded).toContain('Halo Fajar Kusuma');
    expect(mail.decoded).toContain('https://scola.test/#/masuk');
    expect(mail.decoded).toContain('https://scola.test/#/lupa-password');
    expect(mail.decoded).not.toMatch(/token=/);
    await mailTo('benar.baru@contoh.test');

    expect(await countRows(ctx.database, 'users')).toBe(before + 1);
    await expect(signIn(ctx.app, email, password)).resolves.toHaveProperty('token');
    expect(
      errorCode(await post(ctx.app, '/api/auth/scola/signin', { email, password: 'bukanPunyaku9' })),
    ).toBe('INVALID_CREDENTIALS');
  });

  it('takes about the same time to answer whether or not the address is registered', () =>
    // At the production cost: a cheap hash made before the answer would go unnoticed.
    withDefaultPasswordHashCost(async () => {
      const { email } = await createAccount(ctx.database);
      const timed = async (address: string) => {
        const started = performance.now();
        const response = await signUp({ name: 'Waktu', email: address, password: 'rahasia123' });
        expect(response.statusCode).toBe(202);
        return performance.now() - started;
      };
      const registered: number[] = [];
      const fresh: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        registered.push(await timed(email));
        fresh.push(await timed(`waktu.${i}.${Date.now()}@contoh.test`));
        await ctx.app.background.drain();
      }
      // Nothing that depends on the address (lookup, password hash, insert, e-mail) runs before the answer: a new
      // address would otherwise take at least one argon2id hash (tens of milliseconds) longer.
      expect(Math.abs(median(fresh) - median(registered))).toBeLessThan(15);
    }));

  it('refuses an expired link, and resends a working one to an address that is not activated yet', async () => {
    const email = 'dewi.lambat@contoh.test';
    await signUp({ name: 'Dewi Lambat', email, password: 'rahasia123' });
    const expiredToken = tokenIn(await mailTo(email), activationLink);

    clock.advance(24 * 60 * 60_000 + 60_000);
    const expired = await activate(expiredToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ErrorBody>().error.message).toMatch(/minta email aktivasi baru/);

    const resend = await post(ctx.app, '/api/auth/scola/resend-activation', { email: email.toUpperCase() });
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ data: { ok: true } });
    const token = tokenIn(await mailTo(email), activationLink);
    expect(token).not.toBe(expiredToken);
    expect((await activate(token)).statusCode).toBe(200);

    // Activated: a resend sends nothing, and answers the same.
    const after = await post(ctx.app, '/api/auth/scola/resend-activation', { email });
    expect(after.statusCode).toBe(202);
    expect(after.json()).toEqual({ data: { ok: true } });
    await noMailTo(email);
  });

  it('answers a resend for an unknown or already activated address the same way and sends nothing', async () => {
    const { email } = await createAccount(ctx.database);
    for (const address of ['tidak.ada.aktivasi@contoh.test', email]) {
      const response = await post(ctx.app, '/api/auth/scola/resend-activation', { email: address });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { ok: true } });
      await noMailTo(address);
    }
    expect(errorCode(await activate('x'.repeat(43)))).toBe('INVALID_ACTIVATION_TOKEN');
  });

  it('activates with a password reset (the link proves the address) and ends the activation links', async () => {
    const email = 'rudi.reset@contoh.test';
    await signUp({ name: 'Rudi Reset', email, password: 'rahasia123' });
    const activationToken = tokenIn(await mailTo(email), activationLink);

    expect((await post(ctx.app, '/api/auth/scola/lupa-password', { email })).statusCode).toBe(202);
    const token = tokenIn(await mailTo(email), resetLink);
    const reset = await post(ctx.app, '/api/auth/scola/reset-password', { token, password: 'sandiBaru123' });
    expect(reset.statusCode).toBe(200);

    await expect(signIn(ctx.app, email, 'sandiBaru123')).resolves.toHaveProperty('token');
    expect(errorCode(await activate(activationToken))).toBe('INVALID_ACTIVATION_TOKEN');
  });

  it('makes one account of two simultaneous sign-ups with one new address', async () => {
    const email = 'kembar@contoh.test';
    const before = await countRows(ctx.database, 'users');
    const answers = await Promise.all([
      signUp({ name: 'Kembar Satu', email, password: 'rahasia123' }),
      signUp({ name: 'Kembar Dua', email, password: 'rahasia456' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    const subjects = [
      (await mailTo(email)).header('subject'),
      (await mailTo(email)).header('subject'),
    ].sort();
    expect(subjects).toEqual(['Ada yang mencoba mendaftar dengan email Anda', 'Aktifkan akun Scola Anda']);
    expect(await countRows(ctx.database, 'users')).toBe(before + 1);
  });
});
