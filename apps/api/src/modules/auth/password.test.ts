import { createHash } from 'node:crypto';
import { outboxListSchema } from '@scola/contracts';
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
import { testDatabases, useTestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://scola.test';
const linkPattern = /https:\/\/scola\.test\/#\/reset-password\?token=([A-Za-z0-9_-]+)/;

function resetTokenOf(mail: ReceivedMail): string {
  const match = linkPattern.exec(mail.decoded);
  if (!match?.[1]) throw new Error(`no reset link in:\n${mail.decoded}`);
  return match[1];
}

describe.each(testDatabases())('forgotten password over SMTP (%s)', (kind) => {
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

  it('e-mails a single-use link that sets a new password and ends every session', async () => {
    const { user, email, password } = await createAccount(ctx.database, { name: 'Putri Pratama' });
    const session = await signIn(ctx.app, email, password);

    const response = await post(ctx.app, '/api/auth/scola/lupa-password', { email: email.toUpperCase() });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { ok: true } });

    const mail = await smtp.waitForMessage();
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@scola.id');
    expect(mail.user).toBe('scola');
    expect(mail.header('from')).toBe('Scola <no-reply@scola.id>');
    expect(mail.header('subject')).toBe('Atur ulang kata sandi akun Scola Anda');
    expect(mail.decoded).toContain('Halo Putri Pratama');
    const token = resetTokenOf(mail);
    expect(token.length).toBeGreaterThanOrEqual(43);

    // Stored hashed, never in clear.
    const stored = await queryRows(
      ctx.database,
      sql`select token_hash from password_reset_tokens where user_id = ${user.id}`,
    );
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    // SMTP is configured: nothing goes to the outbox.
    expect(await countRows(ctx.database, 'outbox')).toBe(0);

    const reset = await post(ctx.app, '/api/auth/scola/reset-password', {
      token,
      password: 'kataSandiBaru9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ data: { ok: true } });

    await expect(signIn(ctx.app, email, 'kataSandiBaru9')).resolves.toHaveProperty('token');
    const old = await post(ctx.app, '/api/auth/scola/signin', { email, password });
    expect(errorCode(old)).toBe('INVALID_CREDENTIALS');
    // Every earlier session ended.
    expect(
      (await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
    expect((await accountInfo(ctx.app, session.token)).statusCode).toBe(401);

    // Single use.
    const again = await post(ctx.app, '/api/auth/scola/reset-password', { token, password: 'lainLagi123' });
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe('INVALID_RESET_TOKEN');
    await expect(signIn(ctx.app, email, 'kataSandiBaru9')).resolves.toHaveProperty('token');
  });

  it('answers an unknown or suspended address the same way and sends nothing', async () => {
    const suspended = await createAccount(ctx.database);
    await queryRows(ctx.database, sql`update users set suspended_at = now() where id = ${suspended.user.id}`);
    const before = smtp.messages.length;
    for (const email of ['tidak.terdaftar@contoh.test', suspended.email]) {
      const response = await post(ctx.app, '/api/auth/scola/lupa-password', { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { ok: true } });
    }
    await ctx.app.background.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(before);
  });

  it('refuses an expired link (default lifetime 1 hour) and unknown tokens', async () => {
    const { email, password } = await createAccount(ctx.database);
    await post(ctx.app, '/api/auth/scola/lupa-password', { email });
    const token = resetTokenOf(await smtp.waitForMessage());
    expect((await smtp.waitForMessage(smtp.messages.length)).decoded).toMatch(/berlaku 1 jam/);

    clock.advance(61 * 60_000);
    const expired = await post(ctx.app, '/api/auth/scola/reset-password', {
      token,
      password: 'kataSandiBaru9',
    });
    expect(expired.statusCode).toBe(400);
    expect(errorCode(expired)).toBe('INVALID_RESET_TOKEN');
    const unknown = await post(ctx.app, '/api/auth/scola/reset-password', {
      token: 'x'.repeat(43),
      password: 'kataSandiBaru9',
    });
    expect(errorCode(unknown)).toBe('INVALID_RESET_TOKEN');
    clock.reset();
    await expect(signIn(ctx.app, email, password)).resolves.toHaveProperty('token');
  });

  it('lets the newest and older links work until one is used, then none', async () => {
    const { email } = await createAccount(ctx.database);
    await post(ctx.app, '/api/auth/scola/lupa-password', { email });
    const first = resetTokenOf(await smtp.waitForMessage());
    await post(ctx.app, '/api/auth/scola/lupa-password', { email });
    const second = resetTokenOf(await smtp.waitForMessage());
    expect(second).not.toBe(first);
    expect(
      (await post(ctx.app, '/api/auth/scola/reset-password', { token: first, password: 'pertama123' }))
        .statusCode,
    ).toBe(200);
    const stale = await post(ctx.app, '/api/auth/scola/reset-password', {
      token: second,
      password: 'kedua12345',
    });
    expect(errorCode(stale)).toBe('INVALID_RESET_TOKEN');
    await expect(signIn(ctx.app, email, 'pertama123')).resolves.toHaveProperty('token');
  });
});

describe.each(testDatabases())('e-mail outbox by default (%s)', (kind) => {
  const ctx = useTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });

  it('writes the reset e-mail to the outbox, which admins can page through', async () => {
    const { email } = await createAccount(ctx.database);
    const admin = await createAccount(ctx.database, { scope: ['admin'] });
    const adminToken = (await signIn(ctx.app, admin.email, admin.password)).token;

    for (let i = 0; i < 3; i += 1) {
      expect((await post(ctx.app, '/api/auth/scola/lupa-password', { email })).statusCode).toBe(202);
    }
    await ctx.app.background.drain();
    expect(await countRows(ctx.database, 'outbox')).toBe(3);

    const list = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/admin/outbox${query}`,
        headers: { authorization: adminToken },
      });
    const page = outboxListSchema.parse((await list('?pageSize=2')).json());
    expect(page.meta).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(page.data).toHaveLength(2);
    const message = page.data[0]!;
    expect(message).toMatchObject({
      to: email,
      subject: 'Atur ulang kata sandi akun Scola Anda',
      sentAt: null,
    });
    expect(message.text).toMatch(/^http:\/\/localhost:3000\/#\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
    expect(message.html).toContain('<a href="http://localhost:3000/#/reset-password?token=');

    const second = outboxListSchema.parse((await list('?page=2&pageSize=2')).json());
    expect(second.data).toHaveLength(1);
    expect(new Set([...page.data, ...second.data].map((m) => m.id)).size).toBe(3);
    expect((await list('?pageSize=101')).statusCode).toBe(400);

    // The link from the outbox works.
    const token = /token=([A-Za-z0-9_-]+)/.exec(message.text)![1]!;
    const reset = await post(ctx.app, '/api/auth/scola/reset-password', { token, password: 'dariOutbox1' });
    expect(reset.statusCode).toBe(200);
    await expect(signIn(ctx.app, email, 'dariOutbox1')).resolves.toHaveProperty('token');
  });
});

describe.each(testDatabases())('password change (%s)', (kind) => {
  const ctx = useTestApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  const change = (token: string, body: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/akun/password',
      headers: { authorization: token },
      payload: body,
    });

  it('requires the current password', async () => {
    const { email, password } = await createAccount(ctx.database);
    const session = await signIn(ctx.app, email, password);
    const wrong = await change(session.token, {
      currentPassword: 'bukanIni123',
      newPassword: 'kataSandiBaru9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorCode(wrong)).toBe('INVALID_CURRENT_PASSWORD');
    // Not a 401: the web must not sign the user out for a typo.
    expect((await accountInfo(ctx.app, session.token)).statusCode).toBe(200);
    await expect(signIn(ctx.app, email, password)).resolves.toHaveProperty('token');
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/akun/password', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { email, password } = await createAccount(ctx.database);
    const mine = await signIn(ctx.app, email, password);
    const other = await signIn(ctx.app, email, password);

    const response = await change(`Bearer ${mine.token}`, {
      currentPassword: password,
      newPassword: 'kataSandiBaru9',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    expect((await accountInfo(ctx.app, other.token)).statusCode).toBe(401);
    expect(
      (await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: other.refreshToken })).statusCode,
    ).toBe(401);

    expect((await accountInfo(ctx.app, mine.token)).statusCode).toBe(200);
    expect(
      (await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: mine.refreshToken })).statusCode,
    ).toBe(200);

    await expect(signIn(ctx.app, email, 'kataSandiBaru9')).resolves.toHaveProperty('token');
    expect(errorCode(await post(ctx.app, '/api/auth/scola/signin', { email, password }))).toBe(
      'INVALID_CREDENTIALS',
    );
  });
});
