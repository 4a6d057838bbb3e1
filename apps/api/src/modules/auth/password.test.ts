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

  it('forgets the locks and delays of the address once its owner resets the password', async () => {
    const { email } = await createAccount(ctx.database);
    const signInFrom = (remoteAddress: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/scola/signin',
        payload: { email, password },
        remoteAddress,
      });
    for (let i = 0; i < 10; i += 1) await signInFrom(i < 5 ? '203.0.113.80' : `10.3.0.${i}`, 'tebakan123');
    expect(errorCode(await signInFrom('203.0.113.80', 'tebakan123'))).toBe('ACCOUNT_LOCKED');
    expect(errorCode(await signInFrom('10.3.1.1', 'tebakan123'))).toBe('ACCOUNT_LOCKED');

    await post(ctx.app, '/api/auth/scola/lupa-password', { email });
    const token = resetTokenOf(await smtp.waitForMessage());
    expect(
      (await post(ctx.app, '/api/auth/scola/reset-password', { token, password: 'sandiBaru77' })).statusCode,
    ).toBe(200);
    expect((await signInFrom('203.0.113.80', 'sandiBaru77')).statusCode).toBe(200);
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

describe.each(testDatabases())('e-mail outbox without SMTP (%s)', (kind) => {
  const logLines: string[] = [];
  const ctx = useTestApp(kind, {
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000', LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  const liveToken = /token=[A-Za-z0-9_-]{20,}/;

  it('keeps and shows the e-mails with their credential links hidden, and logs no body', async () => {
    const { email } = await createAccount(ctx.database);
    const admin = await createAccount(ctx.database, { scope: ['admin'] });
    const adminToken = (await signIn(ctx.app, admin.email, admin.password)).token;

    for (let i = 0; i < 2; i += 1) {
      expect((await post(ctx.app, '/api/auth/scola/lupa-password', { email })).statusCode).toBe(202);
    }
    const newcomer = 'pendatang.baru@contoh.test';
    const signUp = { name: 'Pendatang Baru', email: newcomer, password: 'rahasia123' };
    expect((await post(ctx.app, '/api/auth/scola/signup', signUp)).statusCode).toBe(202);
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
    const second = outboxListSchema.parse((await list('?page=2&pageSize=2')).json());
    expect(second.data).toHaveLength(1);
    const messages = [...page.data, ...second.data];
    expect(new Set(messages.map((m) => m.id)).size).toBe(3);
    expect((await list('?pageSize=101')).statusCode).toBe(400);

    const reset = messages.find((m) => m.to === email)!;
    expect(reset).toMatchObject({ subject: 'Atur ulang kata sandi akun Scola Anda', sentAt: null });
    expect(reset.text).toMatch(/^http:\/\/localhost:3000\/#\/reset-password\?token=\[disembunyikan\]$/m);
    expect(reset.html).toContain('<a href="http://localhost:3000/#/reset-password?token=[disembunyikan]">');
    const activation = messages.find((m) => m.to === newcomer)!;
    expect(activation.subject).toBe('Aktifkan akun Scola Anda');
    expect(activation.text).toMatch(/^http:\/\/localhost:3000\/#\/aktivasi\?token=\[disembunyikan\]$/m);
    for (const message of messages) {
      expect(message.text).not.toMatch(liveToken);
      expect(message.html ?? '').not.toMatch(liveToken);
    }
    // Not in the database either: a copy of it holds no live link.
    const stored = await queryRows(ctx.database, sql`select text, html from outbox`);
    expect(JSON.stringify(stored)).not.toMatch(liveToken);

    // The log says that a message was written, and to whom: never its body or link.
    const mailLines = logLines.filter((line) => line.includes('e-mail written to the outbox'));
    expect(mailLines).toHaveLength(3);
    expect(mailLines.join('\n')).toContain(newcomer);
    for (const line of logLines) {
      expect(line).not.toMatch(/token=/);
      expect(line).not.toContain('"text"');
    }
  });

  it('hides the links of e-mails written before links were hidden', async () => {
    const admin = await createAccount(ctx.database, { scope: ['admin'] });
    const adminToken = (await signIn(ctx.app, admin.email, admin.password)).token;
    const link = `http://localhost:3000/#/reset-password?token=${'a'.repeat(43)}`;
    await queryRows(
      ctx.database,
      sql`insert into outbox ("to", subject, text, html) values ('lama@contoh.test', 'Lama', ${link}, ${`<a href="${link}">x</a>`})`,
    );
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=100',
      headers: { authorization: adminToken },
    });
    const old = outboxListSchema.parse(answer.json()).data.find((m) => m.to === 'lama@contoh.test')!;
    expect(old.text).toBe('http://localhost:3000/#/reset-password?token=[disembunyikan]');
    expect(old.html).toBe('<a href="http://localhost:3000/#/reset-password?token=[disembunyikan]">x</a>');
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
