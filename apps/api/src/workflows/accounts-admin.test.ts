import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminAccountListSchema,
  adminAccountResponseSchema,
  auditEntryListSchema,
  type Role,
} from '@scola/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLiveClass, buildSubject, buildTutorProfile } from '../db/factories';
import { inTransaction } from '../db/unit-of-work';
import { catalogueServicesFor } from '../modules/catalogue';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { accountsAdminFor } from '../modules/users';
import { localFileStorage } from '../lib/storage';
import { accountInfo, createAccount, errorCode, post, signIn } from '../test/auth-helpers';
import { getFrom } from '../test/catalogue';
import { type ReceivedMail, startSmtpSink } from '../test/smtp-sink';
import { testDatabases, useTestApp } from '../test/test-app';

const PUBLIC_URL = 'https://scola.test';
const resetLink = /https:\/\/scola\.test\/#\/reset-password\?token=[A-Za-z0-9_-]+/;

describe.each(testDatabases())('admin accounts (%s)', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const env: Record<string, string> = { PUBLIC_URL, AUTH_RATE_LIMIT_PER_MINUTE: '10000' };
  beforeAll(async () => {
    smtp = await startSmtpSink();
    env.SMTP_URL = smtp.url;
  });
  // The catalogue test app copies its env at once; the SMTP sink's address is only known in `beforeAll`.
  const dataDir = mkdtempSync(join(tmpdir(), 'scola-accounts-test-'));
  env.DATA_DIR = dataDir;
  const ctx = useTestApp(kind, { env });
  afterAll(async () => {
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const tokens = { admin: '', student: '', tutor: '' };
  const ids = { admin: '', student: '', tutor: '' };

  const call = (method: 'GET' | 'POST', url: string, token = tokens.admin) =>
    ctx.app.inject({ method, url, headers: token ? { authorization: token } : {} });
  const list = async (query: string) => {
    const response = await call('GET', `/api/admin/akun?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return adminAccountListSchema.parse(response.json());
  };
  const act = async (id: string, word: string, status = 200) => {
    const response = await call('POST', `/api/admin/akun/${id}/${word}`);
    expect(response.statusCode, response.body).toBe(status);
    return response;
  };
  const auditOf = async (id: string) =>
    auditEntryListSchema.parse((await call('GET', `/api/admin/audit?entityId=${id}`)).json()).data;

  beforeAll(async () => {
    for (const role of ['admin', 'student', 'tutor'] as const) {
      const { user } = await createAccount(ctx.database, { scope: [role] });
      ids[role] = user.id;
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
    }
  });

  it('refuses a visitor, a student and a tutor on every route', async () => {
    const target = ids.student;
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/admin/akun'],
      ['GET', `/api/admin/akun/${target}`],
      ...['tangguhkan', 'aktifkan', 'jadikan-admin', 'cabut-admin', 'kirim-reset-password'].map(
        (word) => ['POST', `/api/admin/akun/${target}/${word}`] as ['POST', string],
      ),
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, '')).statusCode, url).toBe(401);
      expect((await call(method, url, tokens.student)).statusCode, url).toBe(403);
      expect((await call(method, url, tokens.tutor)).statusCode, url).toBe(403);
    }
    const account = adminAccountResponseSchema.parse((await call('GET', `/api/admin/akun/${target}`)).json());
    expect(account.data.status).toBe('active');
  });

  it('finds accounts by name or e-mail, role and status, a page at a time', async () => {
    // "Kirana" is no name the factories generate (their last names include "Wulandari"), so only these three match.
    const made: string[] = [];
    for (const [name, scope] of [
      ['Kirana Sarasvati', ['student']],
      ['Kirana Anggraini', ['tutor']],
      ['Kirana 100%', ['student']],
    ] as [string, Role[]][]) {
      made.push((await createAccount(ctx.database, { name, scope })).user.id);
    }
    const kirana = await list('q=kIRana&sort=nama&pageSize=2');
    expect(kirana.meta).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(kirana.data.map((row) => row.name)).toEqual(['Kirana 100%', 'Kirana Anggraini']);
    expect((await list('q=kirana&sort=nama&pageSize=2&page=2')).data.map((row) => row.name)).toEqual([
      'Kirana Sarasvati',
    ]);
    expect((await list('q=100%25')).data.map((row) => row.id)).toEqual([made[2]]);
    expect((await list('q=kirana&role=tutor')).data.map((row) => row.id)).toEqual([made[1]]);
    const byEmail = adminAccountResponseSchema.parse((await call('GET', `/api/admin/akun/${made[0]}`)).json())
      .data.email;
    expect((await list(`q=${encodeURIComponent(byEmail.toUpperCase())}`)).data.map((row) => row.id)).toEqual([
      made[0],
    ]);
    await act(made[0] ?? '', 'tangguhkan');
    expect((await list('q=kirana&status=suspended')).data.map((row) => row.id)).toEqual([made[0]]);
    expect((await list('q=kirana&status=active')).meta.total).toBe(2);
    expect((await call('GET', '/api/admin/akun?status=gone')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/akun/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a suspension ends every session at once; reactivation lets the owner sign in again; both audited', async () => {
    const { user, email, password } = await createAccount(ctx.database, { name: 'Sari Kusuma' });
    const session = await signIn(ctx.app, email, password);
    expect((await accountInfo(ctx.app, session.token)).statusCode).toBe(200);

    const suspended = adminAccountResponseSchema.parse((await act(user.id, 'tangguhkan')).json()).data;
    expect(suspended.status).toBe('suspended');
    const info = await accountInfo(ctx.app, session.token);
    expect([info.statusCode, errorCode(info)]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    const refresh = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: session.refreshToken });
    expect(refresh.statusCode).toBe(401);
    expect(errorCode(await post(ctx.app, '/api/auth/scola/signin', { email, password }))).toBe(
      'ACCOUNT_SUSPENDED',
    );
    // Suspending again answers the account as it is and writes nothing.
    await act(user.id, 'tangguhkan');

    await act(user.id, 'aktifkan');
    await expect(signIn(ctx.app, email, password)).resolves.toHaveProperty('token');
    const again = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: session.refreshToken });
    expect(again.statusCode).toBe(401);

    const audit = await auditOf(user.id);
    expect(audit.map((entry) => entry.action)).toEqual(['account.reactivate', 'account.suspend']);
    expect(audit[1]).toMatchObject({
      actorId: ids.admin,
      entityType: 'account',
      before: { status: 'active', suspendedAt: null },
      after: { status: 'suspended' },
    });
  });

  it('takes a suspended tutor’s items out of the public catalogue, and back on reactivation', async () => {
    const { user: tutor } = await createAccount(ctx.database, { scope: ['tutor'] });
    const reference = catalogueReferenceServiceFor(ctx.database.db);
    const subject = buildSubject({ name: 'Sejarah Nusantara', level: 'SMA' });
    await reference.ensureReferenceData({ subjects: [subject], expertiseCategories: [], expertise: [] });
    const subjectId = (await reference.subjectIdsBySlug([subject.slug])).get(subject.slug) ?? '';
    const catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${dataDir}/files`),
    });
    await catalogue.tutors.ensureProfiles([buildTutorProfile(tutor.id, { displayName: 'Bima Nugraha' })]);
    const classIds = await catalogue.classes.ensureClasses([
      buildLiveClass({ subjectId, level: 'SMA', tutorId: tutor.id }, { slug: 'sejarah-bima' }),
    ]);
    const url = `/api/kelas/${classIds.get('sejarah-bima') ?? ''}`;
    expect((await getFrom(ctx, url)).statusCode).toBe(200);
    await act(tutor.id, 'tangguhkan');
    expect((await getFrom(ctx, url)).statusCode).toBe(404);
    await act(tutor.id, 'aktifkan');
    expect((await getFrom(ctx, url)).statusCode).toBe(200);
  });

  it('e-mails a password-reset link through the forgotten-password flow, audited; refused for a suspended account', async () => {
    const { user, email } = await createAccount(ctx.database, { name: 'Dewi Lestari' });
    await act(user.id, 'kirim-reset-password');
    const mail: ReceivedMail = await smtp.waitForMessage();
    expect(mail.to).toEqual([email]);
    expect(mail.decoded).toMatch(resetLink);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(['account.send-password-reset']);

    await act(user.id, 'tangguhkan');
    expect(errorCode(await act(user.id, 'kirim-reset-password', 409))).toBe('ACCOUNT_IS_SUSPENDED');
  });

  it('hides deleted accounts unless asked for, and refuses every change to them', async () => {
    const { user, email, password } = await createAccount(ctx.database, { name: 'Laras Wibisono' });
    const session = await signIn(ctx.app, email, password);
    expect((await post(ctx.app, '/api/akun/hapus', { password }, session.token)).statusCode).toBe(200);

    const shown = await list('q=terhapus&pageSize=100');
    expect(shown.data.map((row) => row.id)).not.toContain(user.id);
    expect(shown.data.every((row) => row.status !== 'deleted')).toBe(true);
    const deleted = await list('q=terhapus&status=deleted&pageSize=100');
    expect(deleted.data.map((row) => row.id)).toContain(user.id);
    expect(deleted.data.every((row) => row.status === 'deleted' && row.deletedAt !== null)).toBe(true);
    for (const status of ['active', 'inactive', 'suspended']) {
      expect(
        (await list(`q=terhapus&status=${status}&pageSize=100`)).data.map((row) => row.id),
      ).not.toContain(user.id);
    }
    const detail = adminAccountResponseSchema.parse(
      (await call('GET', `/api/admin/akun/${user.id}`)).json(),
    ).data;
    expect(detail).toMatchObject({ name: 'Pengguna terhapus', status: 'deleted' });

    for (const word of ['tangguhkan', 'aktifkan', 'jadikan-admin', 'cabut-admin', 'kirim-reset-password']) {
      expect(errorCode(await act(user.id, word, 409)), word).toBe('ACCOUNT_IS_DELETED');
    }
    const after = adminAccountResponseSchema.parse(
      (await call('GET', `/api/admin/akun/${user.id}`)).json(),
    ).data;
    expect(after).toEqual(detail);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(['account.delete']);
  });

  it('grants and revokes the admin role; never one’s own, never the last admin', async () => {
    const { user: other } = await createAccount(ctx.database, { scope: ['student'] });
    const granted = adminAccountResponseSchema.parse((await act(other.id, 'jadikan-admin')).json()).data;
    expect(granted.scope).toEqual(['student', 'admin']);
    const otherToken = (await ctx.app.sessions.start({ ...other, scope: granted.scope }, {})).token;
    expect((await call('GET', '/api/admin/akun', otherToken)).statusCode).toBe(200);

    for (const word of ['cabut-admin', 'jadikan-admin', 'tangguhkan']) {
      expect(errorCode(await act(ids.admin, word, 403))).toBe('ACCOUNT_SELF_CHANGE');
    }
    const revoked = adminAccountResponseSchema.parse((await act(other.id, 'cabut-admin')).json()).data;
    expect(revoked.scope).toEqual(['student']);
    expect((await call('GET', '/api/admin/akun', otherToken)).statusCode).toBe(403);
    expect((await auditOf(other.id)).map((entry) => entry.action)).toEqual([
      'account.revoke-admin',
      'account.grant-admin',
    ]);

    // Two admins revoking each other at once: the second, no longer an admin itself, would remove the last one.
    const db = ctx.database.db;
    for (const change of [
      (tx: typeof db) => accountsAdminFor(tx).setAdmin(other.id, ids.admin, false),
      (tx: typeof db) => accountsAdminFor(tx).suspend(other.id, ids.admin, new Date()),
    ]) {
      await expect(inTransaction(db, change)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    }
  });
});
