import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { z } from 'zod';
import { sessionForMail, sessionsStartingBetween } from '../modules/catalogue';
import { studentsOfSession } from './session-audience';
import type { AppTopics } from '../modules/jobs';
import { type NewNotification, notify } from '../modules/notifications';
import { ordersRepositoryFor, refundsRepositoryFor } from '../modules/orders';
import { tutorApplicationsRepositoryFor } from '../modules/tutor-applications';
import { inTransaction } from '../db/unit-of-work';

type Payload<T extends keyof AppTopics> = z.infer<AppTopics[T]>;

/** The reminders (ADR 0044): an hour and ten minutes before a session starts. */
export const REMINDER_MINUTES = [60, 10] as const;
export const SESSION_REMINDERS_JOB = 'session-reminders';
export const SESSION_REMINDERS_CRON = '* * * * *';

/**
 * Makes the reminders of the sessions starting within the next hour (and ten minutes), for the tutor and the
 * students (a bimbel slot: who booked it). The dedupe key holds the session, the lead time and the start, so a run
 * again (a second instance, a restart, the next minute) makes nothing new, and a session moved later is reminded of
 * again at its new time. A session already within ten minutes gets the ten-minute reminder only.
 */
export async function remindStartingSessions(app: FastifyInstance): Promise<number> {
  const now = app.clock();
  const soon = await sessionsStartingBetween(app.db.db, now, new Date(now.getTime() + 60 * 60_000));
  let made = 0;
  for (const session of soon) {
    const minutesLeft = (session.startsAt.getTime() - now.getTime()) / 60_000;
    const minutesBefore = minutesLeft <= 10 ? 10 : 60;
    const students = await studentsOfSession(app.db.db, session);
    const startsAt = session.startsAt.toISOString();
    const params = {
      classId: session.classId,
      classTitle: session.classTitle,
      sessionId: session.sessionId,
      startsAt,
      minutesBefore,
    };
    const items: NewNotification[] = [session.tutorId, ...students].map((userId) => ({
      userId,
      kind: 'session.reminder',
      params,
      dedupeKey: `session-reminder:${session.sessionId}:${minutesBefore}:${startsAt}`,
    }));
    await inTransaction(app.db.db, (tx) => notify(tx, app.jobs, items));
    made += items.length;
  }
  return made;
}

/** `order.paid` → the buyer's bell (the receipt e-mail is the receipt consumer's). */
function orderPaid(app: FastifyInstance) {
  return async ({ payload }: { payload: Payload<'order.paid'> }) => {
    const order = await ordersRepositoryFor(app.db.db).findById(payload.orderId);
    if (!order) return;
    await inTransaction(app.db.db, (tx) =>
      notify(tx, app.jobs, [
        {
          userId: order.userId,
          kind: 'order.paid',
          params: { orderId: order.id },
          dedupeKey: `order.paid:${order.id}`,
        },
      ]),
    );
  };
}

/** `order.refunded` → the buyer's bell, once per refund. */
function orderRefunded(app: FastifyInstance) {
  return async ({ payload }: { payload: Payload<'order.refunded'> }) => {
    const refund = await refundsRepositoryFor(app.db.db).findById(payload.refundId);
    const order = refund && (await ordersRepositoryFor(app.db.db).findById(refund.orderId));
    if (!refund || !order) return;
    await inTransaction(app.db.db, (tx) =>
      notify(tx, app.jobs, [
        {
          userId: order.userId,
          kind: 'order.refunded',
          params: { orderId: order.id },
          dedupeKey: `order.refunded:${refund.id}`,
        },
      ]),
    );
  };
}

/** `class-session.changed` → each student of the class (a bimbel slot: who booked it), once per change. */
function sessionChanged(app: FastifyInstance) {
  return async ({ payload, key }: { payload: Payload<'class-session.changed'>; key: string }) => {
    const session = await sessionForMail(app.db.db, payload.sessionId);
    if (!session) return;
    const students = await studentsOfSession(app.db.db, session);
    const params = {
      classId: session.classId,
      classTitle: session.classTitle,
      sessionId: payload.sessionId,
      startsAt: (payload.change === 'cancelled'
        ? new Date(payload.previousStartsAt)
        : session.startsAt
      ).toISOString(),
    };
    const kind = payload.change === 'rescheduled' ? 'session.rescheduled' : 'session.cancelled';
    await inTransaction(app.db.db, (tx) =>
      notify(
        tx,
        app.jobs,
        students.map((userId) => ({ userId, kind, params, dedupeKey: `${kind}:${key}` })),
      ),
    );
  };
}

/** `tutor-application.decided` → the applicant's bell, once per decision. */
function applicationDecided(app: FastifyInstance) {
  return async ({ payload, key }: { payload: Payload<'tutor-application.decided'>; key: string }) => {
    const row = await tutorApplicationsRepositoryFor(app.db.db).findById(payload.applicationId);
    if (!row) return;
    await inTransaction(app.db.db, (tx) =>
      notify(tx, app.jobs, [
        {
          userId: row.userId,
          kind: 'tutor-application.decided',
          params: { status: payload.status },
          dedupeKey: `tutor-application.decided:${key}`,
        },
      ]),
    );
  };
}

/**
 * The events that become notifications (ADR 0044), as consumers of the changes' own topics: each makes its rows
 * with a dedupe key from the event, so a retried delivery makes none twice. The reminders are a schedule.
 */
export const notificationEventJobs: FastifyPluginCallback = (app, _options, done) => {
  app.jobs.consume('order.paid', 'notify', orderPaid(app));
  app.jobs.consume('order.refunded', 'notify', orderRefunded(app));
  app.jobs.consume('class-session.changed', 'notify', sessionChanged(app));
  app.jobs.consume('tutor-application.decided', 'notify', applicationDecided(app));
  app.jobs.every(SESSION_REMINDERS_JOB, SESSION_REMINDERS_CRON, async () => {
    const made = await remindStartingSessions(app);
    if (made > 0) app.log.info({ made }, 'session reminders made');
  });
  done();
};
