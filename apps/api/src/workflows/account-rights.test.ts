import {
  accountDeletionInfoResponseSchema,
  accountExportSchema,
  adminDashboardResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usersServiceFor } from '../modules/users';
import { accountInfo, createAccount, errorCode, post, queryRows, signIn } from '../test/auth-helpers';
import { addToCart, checkout, checkoutData, openShop, type Shop, simulate } from '../test/buying-test-kit';
import { useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('account rights: my data, delete my account (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  let shop: Shop;
  let classIds: string[];
  let adminToken: string;

  beforeAll(async () => {
    shop = await openShop(ctx);
    classIds = await shop.classes(8, { capacity: 50 });
    const admin = await createAccount(ctx.database, { scope: ['admin'] });
    adminToken = (await signIn(ctx.app, admin.email, admin.password)).token;
  });

  /** A student with a password, signed in, who paid for one class (answers the order's number). */
  async function buyer(classIndex: number) {
    const account = await createAccount(ctx.database);
    const session = await signIn(ctx.app, account.email, account.password);
    const student = { id: account.user.id, email: account.email, token: session.token };
    await addToCart(ctx, student, 'kelas', classIds[classIndex] ?? '');
    const { order } = checkoutData(await checkout(ctx, student));
    expect((await simulate(ctx, student, order.number, 'pay')).statusCode).toBe(200);
    return { ...account, session, token: session.token, orderNumber: order.number };
  }

  const get = (url: string, token = '') =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const erase = (token: string, body: object) => post(ctx.app, '/api/akun/hapus', body, token);
  const paidOrders = async () => {
    const response = await get('/api/admin/beranda', adminToken);
    expect(response.statusCode, response.body).toBe(200);
    return adminDashboardResponseSchema.parse(response.json()).data.periods.last30Days.paidOrders;
  };

  it('refuses a visitor on every route', async () => {
    expect((await get('/api/akun/data')).statusCode).toBe(401);
    expect((await get('/api/akun/hapus')).statusCode).toBe(401);
    expect((await post(ctx.app, '/api/akun/hapus', { password: 'x' })).statusCode).toBe(401);
  });

  it('downloads an archive of my own rows only, as an attachment, without secrets', async () => {
    const me = await buyer(0);
    const other = await buyer(1);
    const response = await get('/api/akun/data', me.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="scola-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const archive = accountExportSchema.parse(response.json());
    expect(archive.format).toBe('scola-account-export/1');
    expect(archive.profile).toMatchObject({ id: me.user.id, email: me.email, hasPassword: true });
    expect(archive.orders.map((order) => order.number)).toEqual([me.orderNumber]);
    expect(archive.orders[0]).toMatchObject({ status: 'paid' });
    expect((archive.orders[0]?.lines as unknown[]).length).toBe(1);
    expect(archive.collections.items).toHaveLength(1);
    expect(response.body).not.toContain(other.orderNumber);
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toMatch(/passwordHash|\$argon2|tokenHash|redirectUrl/);
    expect(archive.tutor).toBeNull();
  });

  it('refuses a wrong password and changes nothing', async () => {
    const me = await buyer(2);
    const response = await erase(me.token, { password: 'bukan-ini-123' });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('ACCOUNT_DELETION_WRONG_PASSWORD');
    expect(response.json()).toMatchObject({
      error: { message: 'Kata sandi yang kamu masukkan salah. Akunmu tidak dihapus.' },
    });
    expect((await accountInfo(ctx.app, me.token)).statusCode).toBe(200);
    await signIn(ctx.app, me.email, me.password);
  });

  it('deletes an account: data erased, sessions ended, paid orders kept, the e-mail free again', async () => {
    const me = await buyer(3);
    const before = await paidOrders();
    const info = accountDeletionInfoResponseSchema.parse((await get('/api/akun/hapus', me.token)).json());
    expect(info.data.method).toBe('password');

    const response = await erase(me.token, { password: me.password });
    expect(response.statusCode, response.body).toBe(200);

    expect((await accountInfo(ctx.app, me.token)).statusCode).toBe(401);
    const refresh = await post(ctx.app, '/api/auth/scola/refresh', { refreshToken: me.session.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const again = await post(ctx.app, '/api/auth/scola/signin', { email: me.email, password: me.password });
    expect(again.statusCode).toBe(401);

    const [row] = await queryRows(
      ctx.database,
      sql`select name, email, phone, city, password_hash, deleted_at from users where id = ${me.user.id}`,
    );
    expect(row).toMatchObject({ name: 'Pengguna terhapus', phone: null, city: null, password_hash: null });
    expect(String(row?.email)).toMatch(/@terhapus\.scola\.invalid$/);
    expect(row?.deleted_at).not.toBeNull();
    const orders = await queryRows(
      ctx.database,
      sql`select status from orders where user_id = ${me.user.id}`,
    );
    expect(orders).toEqual([{ status: 'paid' }]);
    expect(await paidOrders()).toBe(before);
    const mails = await queryRows(ctx.database, sql`select subject from outbox where "to" = ${me.email}`);
    expect(mails.map((mail) => mail.subject)).toContain('Akun Scola Anda telah dihapus');
    const audit = await queryRows(
      ctx.database,
      sql`select action from audit_log where entity_id = ${me.user.id} and action = 'account.delete'`,
    );
    expect(audit).toHaveLength(1);

    const signUp = await post(ctx.app, '/api/auth/scola/signup', {
      name: 'Pendaftar Baru',
      email: me.email,
      password: 'rahasia456',
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    expect((await usersServiceFor(ctx.database.db).findByEmail(me.email))?.id).not.toBe(me.user.id);
  });

  it('confirms a Google-only account by its e-mail typed again', async () => {
    const account = await createAccount(ctx.database, { password: null });
    const user = await usersServiceFor(ctx.database.db).getById(account.user.id);
    const { token } = await ctx.app.sessions.start(user, {});
    const info = accountDeletionInfoResponseSchema.parse((await get('/api/akun/hapus', token)).json());
    expect(info.data.method).toBe('email');
    const wrong = await erase(token, { email: 'orang.lain@contoh.test' });
    expect(errorCode(wrong)).toBe('ACCOUNT_DELETION_EMAIL_MISMATCH');
    expect((await erase(token, { email: ` ${account.email.toUpperCase()} ` })).statusCode).toBe(200);
  });

  it('refuses a tutor with sessions to come or a balance, and the last admin', async () => {
    await usersServiceFor(ctx.database.db).setPassword(shop.tutorId, 'rahasia789');
    const tutor = await usersServiceFor(ctx.database.db).getById(shop.tutorId);
    const tutorSession = await signIn(ctx.app, tutor.email, 'rahasia789');
    const refused = await erase(tutorSession.token, { password: 'rahasia789' });
    expect(refused.statusCode).toBe(409);
    expect(['ACCOUNT_DELETION_TUTOR_SESSIONS', 'ACCOUNT_DELETION_TUTOR_BALANCE']).toContain(
      errorCode(refused),
    );
    expect((await accountInfo(ctx.app, tutorSession.token)).statusCode).toBe(200);

    const [row] = await queryRows(ctx.database, sql`select email from users where 'admin' = any(scope)`);
    const admins = await queryRows(ctx.database, sql`select id from users where 'admin' = any(scope)`);
    expect(admins).toHaveLength(1);
    const adminSession = await signIn(ctx.app, String(row?.email), 'rahasia123');
    const lastAdmin = await erase(adminSession.token, { password: 'rahasia123' });
    expect(lastAdmin.statusCode).toBe(409);
    expect(errorCode(lastAdmin)).toBe('LAST_ADMIN');
  });

  it('deletes once when two requests race: the other gets a clean refusal', async () => {
    const me = await buyer(4);
    const answers = await Promise.all([
      erase(me.token, { password: me.password }),
      erase(me.token, { password: me.password }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 404]).toContain(codes[1]);
    const audit = await queryRows(
      ctx.database,
      sql`select id from audit_log where entity_id = ${me.user.id} and action = 'account.delete'`,
    );
    expect(audit).toHaveLength(1);
  });
});
