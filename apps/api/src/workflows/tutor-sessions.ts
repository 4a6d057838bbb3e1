import type {
  CreateSessionsInput,
  TutorClassSession,
  TutorSessionList,
  TutorSessionListQuery,
  UpdateSessionInput,
} from '@scola/contracts';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import {
  classSessionsFor,
  type ScheduleActor,
  type SessionChange,
  sessionForMail,
} from '../modules/catalogue';
import { ownersOfItem } from '../modules/collections';
import type { AppTopics, EventHandler } from '../modules/jobs';
import { usersServiceFor } from '../modules/users';
import { pgErrorCode } from './context';
import { sessionChangeMail } from './tutor-session-mail';

type SessionChanged = z.infer<AppTopics['class-session.changed']>;

export interface TutorSessions {
  list(actor: ScheduleActor, classId: string, query: TutorSessionListQuery): Promise<TutorSessionList>;
  create(actor: ScheduleActor, classId: string, input: CreateSessionsInput): Promise<TutorClassSession[]>;
  update(actor: ScheduleActor, sessionId: string, input: UpdateSessionInput): Promise<TutorClassSession>;
  cancel(actor: ScheduleActor, sessionId: string, reason: string): Promise<TutorClassSession>;
}

/**
 * Runs a change in one transaction, again when PostgreSQL picked it as a deadlock victim (two changes of one tutor's
 * sessions in different classes may wait on each other through the exclusion constraint).
 */
async function inRetriedTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      if (attempt >= 3 || pgErrorCode(error) !== '40P01') throw error;
    }
  }
}

/**
 * The tutor's session editor: each change in one transaction (all sessions of a series or none); a move or a
 * cancellation writes a `class-session.changed` event in the same transaction, which mails the students after commit.
 */
export function tutorSessionsWorkflow(app: FastifyInstance): TutorSessions {
  const db = app.db.db;

  async function announce(
    tx: Database,
    change: SessionChange,
    kind: SessionChanged['change'],
    reason: string,
  ) {
    const at = app.clock().toISOString();
    await app.jobs.publish(
      tx,
      'class-session.changed',
      {
        sessionId: change.after.id,
        change: kind,
        previousStartsAt: change.before.startsAt,
        previousEndsAt: change.before.endsAt,
        reason,
      },
      { key: `${change.after.id}:${kind}:${at}` },
    );
  }

  return {
    list: (actor, classId, query) => classSessionsFor(db).list(actor, classId, query, app.clock()),

    create: (actor, classId, input) =>
      inRetriedTransaction(db, (tx) => classSessionsFor(tx).create(actor, classId, input, app.clock())),

    update: (actor, sessionId, input) =>
      inRetriedTransaction(db, async (tx) => {
        const change = await classSessionsFor(tx).update(actor, sessionId, input, app.clock());
        if (change.moved) await announce(tx, change, 'rescheduled', input.reason ?? '');
        return change.after;
      }),

    cancel: (actor, sessionId, reason) =>
      inRetriedTransaction(db, async (tx) => {
        const change = await classSessionsFor(tx).cancel(actor, sessionId, reason, app.clock());
        await announce(tx, change, 'cancelled', reason);
        return change.after;
      }),
  };
}

/** The `class-session.changed` consumer: mails every student who owns the class (once per event). */
export function sessionChangeMailer(app: FastifyInstance): EventHandler<SessionChanged> {
  return async ({ payload }, delivery) => {
    await delivery.once(async (tx) => {
      const session = await sessionForMail(tx, payload.sessionId);
      if (!session) return;
      const users = usersServiceFor(tx);
      const classUrl = `${app.config.publicUrl}/#/beranda/koleksi-kelas/${session.classId}`;
      for (const studentId of await ownersOfItem(tx, 'kelas', session.classId)) {
        const student = await users.getById(studentId);
        const mail = sessionChangeMail(
          {
            change: payload.change,
            classTitle: session.classTitle,
            sessionTitle: session.title,
            previous: {
              startsAt: new Date(payload.previousStartsAt),
              endsAt: new Date(payload.previousEndsAt),
            },
            current: session,
            reason: payload.reason,
          },
          student,
          classUrl,
        );
        await app.mailer.send(mail, { db: tx });
      }
    });
  };
}

/** The session editor's background work: the students' e-mail on `class-session.changed`. */
export const tutorSessionJobs: FastifyPluginCallback = (app, _options, done) => {
  app.jobs.consume('class-session.changed', 'student-mail', sessionChangeMailer(app));
  done();
};
