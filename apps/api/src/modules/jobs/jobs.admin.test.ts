import { randomUUID } from 'node:crypto';
import { auditEntryListSchema, failedJobListSchema, jobQueuesResponseSchema } from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, errorCode, post } from '../../test/auth-helpers';
import { testDatabases, useTestApp } from '../../test/test-app';
import { until } from '../../test/until';
import { DEAD_LETTER_QUEUE } from './outbox';

const FAILING = 'order.paid/flaky-for-test';

describe.each(testDatabases())('admin view of the job queue (%s)', (kind) => {
  let calls = 0;
  const ctx = useTestApp(kind, {
    // A consumer whose first attempt fails for good (no retry), and that works when tried again.
    setup: (app) =>
      app.jobs.consume(
        'order.paid',
        'flaky-for-test',
        () => {
          calls += 1;
          return calls === 1 ? Promise.reject(new Error('Server e-mail menolak')) : Promise.resolve();
        },
        { retryLimit: 0 },
      ),
  });
  const tokens: Record<'admin' | 'student', string> = { admin: '', student: '' };
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const failedList = async () =>
    failedJobListSchema.parse((await get('/api/admin/jobs/failed', tokens.admin)).json());
  const orderId = randomUUID();

  beforeAll(async () => {
    for (const role of ['admin', 'student'] as const) {
      const { user } = await createAccount(ctx.database, { scope: [role] });
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
    }
    await ctx.database.db.transaction((tx) =>
      ctx.app.jobs.publish(tx, 'order.paid', { orderId }, { key: orderId }),
    );
    await until(failedList, (list) => list.data.length === 1);
  });

  it('lists every queue with its jobs per state: consumers, the expiry schedule and the dead letters', async () => {
    const response = await get('/api/admin/jobs', tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const queues = jobQueuesResponseSchema.parse(response.json()).data;
    expect(queues.map(({ name, kind: queueKind }) => [name, queueKind])).toEqual([
      ['order.paid/receipt-mail', 'event'],
      ['order.refunded/gateway-refund', 'event'],
      ['order.refunded/refund-mail', 'event'],
      ['tutor-application.decided/decision-mail', 'event'],
      ['class-session.changed/student-mail', 'event'],
      ['study-room.changed/participant-mail', 'event'],
      ['notification.created/realtime', 'event'],
      ['order.paid/notify', 'event'],
      ['order.refunded/notify', 'event'],
      ['class-session.changed/notify', 'event'],
      ['tutor-application.decided/notify', 'event'],
      ['notification.created/email', 'event'],
      ['order.paid/study-room-tutor', 'event'],
      [FAILING, 'event'],
      ['classes.clear-expired-sales', 'schedule'],
      ['orders.expire-overdue', 'schedule'],
      ['session-reminders', 'schedule'],
      ['notification-digest', 'schedule'],
      ['study-room-reminders', 'schedule'],
      [DEAD_LETTER_QUEUE, 'dead-letter'],
    ]);
    expect(queues.find((queue) => queue.name === FAILING)).toMatchObject({ failed: 1, active: 0, ready: 0 });
    expect(queues.find((queue) => queue.name === DEAD_LETTER_QUEUE)?.ready).toBeGreaterThanOrEqual(1);
  });

  it('lists the failed events with their key and last error, and tries one again on request', async () => {
    const { data, meta } = await failedList();
    expect(meta).toEqual({ page: 1, pageSize: 20, total: 1 });
    const [failed] = data;
    expect(failed).toMatchObject({
      queue: FAILING,
      key: orderId,
      error: 'Server e-mail menolak',
      attempts: 1,
    });
    expect(failed?.failedAt).not.toBeNull();

    const retried = await post(ctx.app, `/api/admin/jobs/failed/${failed?.id}/retry`, {}, tokens.admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ data: { ok: true } });
    const audit = auditEntryListSchema.parse(
      (await get(`/api/admin/audit?entityType=job&entityId=${failed?.id}`, tokens.admin)).json(),
    ).data;
    expect(audit.map(({ action, after }) => [action, after])).toEqual([['job.retry', { state: 'retry' }]]);
    await until(
      () => Promise.resolve(calls),
      (n) => n === 2,
    );
    const queues = async () =>
      jobQueuesResponseSchema.parse((await get('/api/admin/jobs', tokens.admin)).json());
    const done = await until(
      queues,
      ({ data }) => data.find((queue) => queue.name === FAILING)?.completed === 1,
    );
    expect(done.data.find((queue) => queue.name === FAILING)).toMatchObject({ failed: 0, completed: 1 });
    expect((await failedList()).data).toEqual([]);

    const again = await post(ctx.app, `/api/admin/jobs/failed/${failed?.id}/retry`, {}, tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(errorCode(again)).toBe('NOT_FOUND');
    const auditAfter = auditEntryListSchema.parse(
      (await get(`/api/admin/audit?entityType=job&entityId=${failed?.id}`, tokens.admin)).json(),
    );
    expect(auditAfter.meta.total).toBe(1);
  });

  it('is for admins only', async () => {
    for (const url of ['/api/admin/jobs', '/api/admin/jobs/failed']) {
      expect((await get(url)).statusCode).toBe(401);
      const forbidden = await get(url, tokens.student);
      expect(forbidden.statusCode).toBe(403);
      expect(errorCode(forbidden)).toBe('FORBIDDEN');
    }
    const retry = await post(ctx.app, `/api/admin/jobs/failed/${randomUUID()}/retry`, {}, tokens.student);
    expect(retry.statusCode).toBe(403);
  });
});
