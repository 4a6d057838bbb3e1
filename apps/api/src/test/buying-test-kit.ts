import type { CheckoutResponse, OrderDetail } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  buildExpertise,
  buildExpertiseCategory,
  buildLiveClass,
  buildSkillCourse,
  buildSubject,
  buildTutorProfile,
  buildUser,
} from '../db/factories';
import { catalogueServicesFor } from '../modules/catalogue';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { usersServiceFor } from '../modules/users';
import { type SimulatorTransaction, simulatorLedgerFor } from '../modules/orders';
import { vouchersTable } from '../modules/vouchers';
import { simulatorNotification } from '../plugins/payments';
import { localFileStorage } from '../lib/storage';
import { createAccount, post, queryRows } from './auth-helpers';
import type { TestApp } from './test-app';

/** Test helpers of the buying workflows: students with tokens, a small catalogue, vouchers, notifications. */

export interface Student {
  id: string;
  email: string;
  token: string;
}

/** `n` students created in one statement, each signed in (a session started directly, no password check). */
export async function createStudents(ctx: TestApp, n: number): Promise<Student[]> {
  const users = usersServiceFor(ctx.database.db);
  const inputs = Array.from({ length: n }, () => buildUser({ password: null }));
  const ids = await users.ensureUsers(inputs);
  return Promise.all(
    inputs.map(async (input) => {
      const user = await users.getById(ids.get(input.email.toLowerCase()) ?? '');
      const session = await ctx.app.sessions.start(user, {});
      return { id: user.id, email: user.email, token: session.token };
    }),
  );
}

/** A fresh access token (e.g. after the test clock moved past the old one's expiry). */
export async function signInAgain(ctx: TestApp, student: Student): Promise<Student> {
  const user = await usersServiceFor(ctx.database.db).getById(student.id);
  return { ...student, token: (await ctx.app.sessions.start(user, {})).token };
}

export interface Shop {
  tutorId: string;
  /** Creates published classes (150 000 rupiah, 20 seats unless told) and answers their ids. */
  classes(count: number, overrides?: Parameters<typeof buildLiveClass>[1]): Promise<string[]>;
  /** Creates a published life-skill course (99 000 rupiah) and answers its id. */
  course(overrides?: Parameters<typeof buildSkillCourse>[1]): Promise<string>;
}

/** A verified tutor with a subject and a skill, ready to sell classes and courses. */
export async function openShop(ctx: TestApp & { dataDir: string }): Promise<Shop> {
  const subject = buildSubject();
  const category = buildExpertiseCategory();
  const skill = buildExpertise(category.slug);
  const reference = catalogueReferenceServiceFor(ctx.database.db);
  await reference.ensureReferenceData({
    subjects: [subject],
    expertiseCategories: [category],
    expertise: [skill],
  });
  const subjectId = (await reference.subjectIdsBySlug([subject.slug])).get(subject.slug) ?? '';
  const expertiseId = (await reference.expertiseIdsBySlug([skill.slug])).get(skill.slug) ?? '';
  const catalogue = catalogueServicesFor(ctx.database.db, {
    storage: localFileStorage(`${ctx.dataDir}/files`),
  });
  const tutor = await createAccount(ctx.database, { scope: ['tutor'] });
  await catalogue.tutors.ensureProfiles([buildTutorProfile(tutor.user.id, { expertiseIds: [expertiseId] })]);
  return {
    tutorId: tutor.user.id,
    async classes(count, overrides = {}) {
      const built = Array.from({ length: count }, () =>
        buildLiveClass({ tutorId: tutor.user.id, subjectId, level: 'SMA' }, overrides),
      );
      const ids = await catalogue.classes.ensureClasses(built);
      return built.map((item) => ids.get(item.slug) ?? '');
    },
    async course(overrides = {}) {
      const built = buildSkillCourse({ instructorId: tutor.user.id, expertiseId }, overrides);
      const ids = await catalogue.courses.ensureCourses([built]);
      return ids.get(built.slug) ?? '';
    },
  };
}

type NewVoucher = typeof vouchersTable.$inferInsert;

/** A platform voucher valid from yesterday for a year (fixed Rp 10.000 unless told). */
export async function createVoucher(
  ctx: TestApp,
  values: Partial<NewVoucher> & { code: string },
): Promise<string> {
  const now = Date.now();
  const [row] = await ctx.database.db
    .insert(vouchersTable)
    .values({
      title: `Voucher ${values.code}`,
      funder: 'platform',
      discountKind: 'fixed',
      discountValue: 10_000,
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 365 * 86_400_000),
      ...values,
    })
    .returning({ id: vouchersTable.id });
  return row?.id ?? '';
}

/** `POST /api/keranjang` (throws unless added). */
export async function addToCart(ctx: TestApp, student: Student, itemType: string, itemId: string) {
  const response = await post(ctx.app, '/api/keranjang', { itemType, itemId }, student.token);
  if (response.statusCode !== 201)
    throw new Error(`cart add failed: ${response.statusCode} ${response.body}`);
}

export function checkout(ctx: TestApp, student: Student, body: object = {}) {
  return post(ctx.app, '/api/checkout', body, student.token);
}

export const checkoutData = (response: LightMyRequestResponse) => response.json<CheckoutResponse>().data;

export async function orderOf(ctx: TestApp, student: Student, orderId: string): Promise<OrderDetail> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/transaksi/${orderId}`,
    headers: { authorization: student.token },
  });
  if (response.statusCode !== 200)
    throw new Error(`order read failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: OrderDetail }>().data;
}

/** The simulator page's choice. */
export function simulate(ctx: TestApp, student: Student, orderNumber: string, result: 'pay' | 'fail') {
  return post(ctx.app, `/api/pembayaran/simulator/${orderNumber}`, { result }, student.token);
}

/** The simulator's transaction of `order` in `transactionStatus`. */
function simulatorTransaction(
  order: { number: string; total: number },
  transactionStatus: string,
): SimulatorTransaction {
  const now = new Date();
  return {
    orderNumber: order.number,
    grossAmount: order.total,
    transactionStatus,
    transactionId: `tx-${order.number}`,
    paymentType: 'bank_transfer',
    transactionTime: now,
    settlementTime: transactionStatus === 'settlement' ? now : null,
  };
}

/**
 * The simulator moves its transaction of `order` to `transactionStatus`, as a gateway would (its status lookup
 * answers that from now on), and answers the notification it sends about it.
 */
export async function simulatorMoves(
  ctx: TestApp,
  order: { number: string; total: number },
  transactionStatus: string,
): Promise<Record<string, string>> {
  const transaction = simulatorTransaction(order, transactionStatus);
  await simulatorLedgerFor(ctx.database.db).record(transaction);
  return simulatorNotification(transaction, ctx.app.payments.simulatorServerKey);
}

/**
 * A notification in the simulator's format signed with `serverKey` (the simulator's own unless told), the
 * simulator's record left as it is: a forgery, or a replay of what it once sent.
 */
export function signedNotification(
  ctx: TestApp,
  order: { number: string; total: number },
  transactionStatus: string,
  serverKey = ctx.app.payments.simulatorServerKey,
): Record<string, string> {
  return simulatorNotification(simulatorTransaction(order, transactionStatus), serverKey);
}

export function notify(ctx: TestApp, body: object, provider = 'simulator', remoteAddress?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/pembayaran/notifikasi/${provider}`,
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Numbers the tests compare before and after: rows of an order's world. */
export async function snapshot(ctx: TestApp, orderId: string) {
  const [row] = await queryRows(
    ctx.database,
    sql`select o.status, o.paid_at,
          (select count(*)::int from entitlements e where e.order_id = o.id) as entitlements,
          (select used_count from vouchers v where v.id = o.voucher_id) as voucher_used,
          (select coalesce(sum(c.seats_taken), 0)::int from live_classes c
             where c.id in (select class_id from order_seats s where s.order_id = o.id)) as seats
        from orders o where o.id = ${orderId}`,
  );
  return row;
}

export async function notificationsOf(ctx: TestApp, orderNumber: string) {
  return queryRows(
    ctx.database,
    sql`select outcome, reason, signature_valid, transaction_status from payment_notifications
        where order_number = ${orderNumber} order by received_at, id`,
  );
}

export async function receiptsOf(ctx: TestApp, orderNumber: string): Promise<number> {
  await ctx.app.jobs.whenIdle();
  const [row] = await queryRows(
    ctx.database,
    sql`select count(*)::int as n from outbox where subject like ${`%${orderNumber}%`}`,
  );
  return Number(row?.n ?? 0);
}
