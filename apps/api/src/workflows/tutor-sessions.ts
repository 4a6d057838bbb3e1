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
import { type AuditActor, recordAudit } from '../modules/audit';
import { studentsOfSession } from './session-audience';
import { studyRoomConflictOf } from '../modules/study-rooms';
import type { AppTopics, EventHandler } from '../modules/jobs';
import { usersServiceFor } from '../modules/users';
import { pgErrorCode } from './context';
import { sessionChangeMail } from './tutor-session-mail';
import { followFirstSessions } from './tutor-earnings';

type SessionChanged = z.infer<AppTopics['class-session.changed']>;

/** One tutor timeline (ADR 0049): a session refused for a study room's time names that room. */
const timeline = { otherConflict: studyRoomConflictOf };

/** Who changes sessions: with `audit` (an admin's request), each change writes its audit row in its transaction. */
export interface SessionEditor extends ScheduleActor {
  audit: AuditActor | null;
}

export interface TutorSessions {
  list(actor: SessionEditor, classId: string, query: TutorSessionListQuery): Promise<TutorSessionList>;
  create(actor: SessionEditor, classId: string, input: CreateSessionsInput): Promise<TutorClassSession[]>;
  update(actor: SessionEditor, sessionId: string, input: UpdateSessionInput): Promise<TutorClassSession>;
  cancel(actor: SessionEditor, sessionId: string, reason: string): Promise<TutorClassSession>;
}

/** The audit row of an admin's change (none for the tutor's own). */
async function audited(
  tx: Database,
  actor: SessionEditor,
  action: string,
  id: string,
  before: object | null,
  after: object | null,
) {
  if (actor.audit)
    await recordAudit(tx, actor.audit, { action, entityType: 'class_session', entityId: id, before, after });
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
 * cancellation writes a `class-session.changed` event in the same transaction, which mails the students after commit,
 * and moves the pending date of the class's sales to its (new) first session.
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
      inRetriedTransaction(db, async (tx) => {
        const created = await classSessionsFor(tx, timeline).create(actor, classId, input, app.clock());
        // A session before the first one makes the class start earlier: its pending sales follow.
        await followFirstSessions(tx, [classId], app.clock());
        for (const session of created)
          await audited(tx, actor, 'class_session.create', session.id, null, session);
        return created;
      }),

    update: (actor, sessionId, input) =>
      inRetriedTransaction(db, async (tx) => {
        const change = await classSessionsFor(tx, timeline).update(actor, sessionId, input, app.clock());
        if (change.moved) {
          await announce(tx, change, 'rescheduled', input.reason ?? '');
          await followFirstSessions(tx, [change.classId], app.clock());
        }
        await audited(tx, actor, 'class_session.update', change.after.id, change.before, change.after);
        return change.after;
      }),

    cancel: (actor, sessionId, reason) =>
      inRetriedTransaction(db, async (tx) => {
        const change = await classSessionsFor(tx, timeline).cancel(actor, sessionId, reason, app.clock());
        await announce(tx, change, 'cancelled', reason);
        await followFirstSessions(tx, [change.classId], app.clock());
        await audited(tx, actor, 'class_session.cancel', change.after.id, change.before, change.after);
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
      for (const studentId of await studentsOfSession(tx, session)) {
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
