import {
  adminFreeTrialListSchema,
  freeTrialRequestResponseSchema,
  myFreeTrialResponseSchema,
  tutorFreeTrialListSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { countRows, createAccount, errorCode, queryRows, signIn } from '../../test/auth-helpers';
import { useCatalogueApp } from '../../test/catalogue';
import { testDatabases } from '../../test/test-app';

const UNKNOWN_ID = '0b5f3c3e-1d2a-4f6b-8c9d-0e1f2a3b4c5d';

describe.each(testDatabases())('free trial requests (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { seed: true });
  let mathSma: string;
  let kimiaSma: string;
  let adminToken: string;
  let tutorToken: string;

  const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(errorCode(response)).toBe(code);
  };
  const newStudent = async (name?: string) => {
    const account = await createAccount(ctx.database, name ? { name } : {});
    return { id: account.user.id, token: (await signIn(ctx.app, account.email, account.password)).token };
  };
  const subjectId = async (slug: string) =>
    String((await queryRows(ctx.database, sql`select id from subjects where slug = ${slug}`))[0]?.id);
  const body = (overrides: Record<string, unknown> = {}) => ({
    subjectId: mathSma,
    level: 'SMA',
    preferredDays: ['mon', 'wed'],
    preferredTimes: ['evening'],
    note: '  Ingin belajar fungsi kuadrat.  ',
    ...overrides,
  });

  beforeAll(async () => {
    mathSma = await subjectId('matematika-sma');
    kimiaSma = await subjectId('kimia-sma');
    adminToken = (await signIn(ctx.app, 'admin@scola.id', DEMO_PASSWORD)).token;
    tutorToken = (await signIn(ctx.app, 'tutor@scola.id', DEMO_PASSWORD)).token;
  });

  it('stores one request per student; a second one is FREE_TRIAL_ALREADY_REQUESTED', async () => {
    const student = await newStudent();
    const none = myFreeTrialResponseSchema.parse(
      (await send('GET', '/api/freetrial/saya', student.token)).json(),
    );
    expect(none.data).toBeNull();

    const created = await send('POST', '/api/freetrial', student.token, body());
    expect(created.statusCode, created.body).toBe(201);
    const { data } = freeTrialRequestResponseSchema.parse(created.json());
    expect(data).toMatchObject({
      subject: { id: mathSma, slug: 'matematika-sma' },
      level: 'SMA',
      preferredDays: ['mon', 'wed'],
      preferredTimes: ['evening'],
      note: 'Ingin belajar fungsi kuadrat.',
      status: 'new',
    });
    const mine = myFreeTrialResponseSchema.parse(
      (await send('GET', '/api/freetrial/saya', student.token)).json(),
    );
    expect(mine.data).toEqual(data);

    expectError(
      await send('POST', '/api/freetrial', student.token, body({ subjectId: kimiaSma })),
      409,
      'FREE_TRIAL_ALREADY_REQUESTED',
    );
    const rows = await queryRows(
      ctx.database,
      sql`select subject_id from free_trial_requests where user_id = ${student.id}`,
    );
    expect(rows).toEqual([{ subject_id: mathSma }]);
  });

  it('keeps exactly one request under a concurrent double submit', async () => {
    const student = await newStudent();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/api/freetrial', student.token, body())),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const [row] = await queryRows(
      ctx.database,
      sql`select count(*)::int as n from free_trial_requests where user_id = ${student.id}`,
    );
    expect(row?.n).toBe(1);
  });

  it('refuses bad input with 400 and stores nothing; needs a signed-in student', async () => {
    const student = await newStudent();
    const before = await countRows(ctx.database, 'free_trial_requests');
    for (const bad of [
      body({ subjectId: 'matematika' }),
      body({ subjectId: UNKNOWN_ID }),
      body({ level: 'SMK' }),
      body({ preferredDays: [] }),
      body({ preferredDays: ['mon', 'mon'] }),
      body({ preferredDays: ['senin'] }),
      body({ preferredTimes: [] }),
      body({ preferredTimes: ['night'] }),
      body({ note: 'x'.repeat(1001) }),
      body({ status: 'scheduled' }),
      { ...body(), subjectId: undefined },
    ]) {
      expectError(await send('POST', '/api/freetrial', student.token, bad), 400, 'VALIDATION_FAILED');
    }
    expectError(await send('POST', '/api/freetrial', undefined, body()), 401, 'UNAUTHENTICATED');
    expectError(await send('POST', '/api/freetrial', tutorToken, body()), 403, 'FORBIDDEN');
    expect(await countRows(ctx.database, 'free_trial_requests')).toBe(before);
  });

  it('lists requests for admins (with contacts) and for verified tutors of the subject', async () => {
    const maths = await newStudent('Dewi Matematika');
    const chemistry = await newStudent('Eko Kimia');
    expect((await send('POST', '/api/freetrial', maths.token, body())).statusCode).toBe(201);
    expect(
      (await send('POST', '/api/freetrial', chemistry.token, body({ subjectId: kimiaSma }))).statusCode,
    ).toBe(201);

    const admin = adminFreeTrialListSchema.parse(
      (await send('GET', '/api/admin/freetrial', adminToken)).json(),
    );
    expect(admin.meta.total).toBe(await countRows(ctx.database, 'free_trial_requests'));
    expect(admin.data[0]?.student.name).toBe('Eko Kimia');
    expect(admin.data[1]?.student).toMatchObject({ id: maths.id, name: 'Dewi Matematika' });
    expect(admin.data[1]?.student.email).toMatch(/@contoh\.test$/);
    const page = adminFreeTrialListSchema.parse(
      (await send('GET', '/api/admin/freetrial?pageSize=1&page=2&status=new', adminToken)).json(),
    );
    expect(page.data.map((item) => item.student.name)).toEqual(['Dewi Matematika']);
    expectError(await send('GET', '/api/admin/freetrial?status=done', adminToken), 400, 'VALIDATION_FAILED');
    expectError(await send('GET', '/api/admin/freetrial', maths.token), 403, 'FORBIDDEN');
    expectError(await send('GET', '/api/admin/freetrial'), 401, 'UNAUTHENTICATED');

    // tutor@scola.id teaches matematika-sma, not kimia-sma; the tutor sees names, never contacts.
    const tutor = tutorFreeTrialListSchema.parse(
      (await send('GET', '/api/tutor/freetrial', tutorToken)).json(),
    );
    expect(tutor.data.every((item) => item.subject.id === mathSma)).toBe(true);
    expect(tutor.data.map((item) => item.student.name)).toContain('Dewi Matematika');
    expect(tutor.data.map((item) => item.student.name)).not.toContain('Eko Kimia');
    expect(JSON.stringify(tutor.data)).not.toMatch(/@contoh\.test/);
    expectError(await send('GET', '/api/tutor/freetrial', maths.token), 403, 'FORBIDDEN');

    const [unverified] = await queryRows(
      ctx.database,
      sql`select u.email from tutor_profiles p join users u on u.id = p.user_id where p.verified_at is null limit 1`,
    );
    const pending = (await signIn(ctx.app, String(unverified?.email), DEMO_PASSWORD)).token;
    expectError(await send('GET', '/api/tutor/freetrial', pending), 403, 'FORBIDDEN');
  });
});
