import { type ClassSpaceSession, isJoinOpen, joinWindowOf } from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { AppError } from '../lib/app-error';
import { attendanceOfUser, attendeeCounts, recordJoin } from '../modules/attendance';
import {
  type LiveSessionRow,
  liveSessionOf,
  liveSessionsOfClass,
  markSessionLive,
} from '../modules/catalogue';
import { ownersOfItem } from '../modules/collections';
import { notify } from '../modules/notifications';
import type { ClassSpaceAccess } from './class-space-access';
import { type MeetingProvider, urlMeetingProvider } from './meeting-provider';

export { joinWindowOf };

export { isJoinOpen };

function stateOf(session: LiveSessionRow, now: Date): ClassSpaceSession['state'] {
  if (session.status === 'cancelled') return 'cancelled';
  if (session.endsAt <= now) return 'ended';
  return session.liveStartedAt ? 'live' : 'upcoming';
}

function wireOf(
  session: LiveSessionRow,
  now: Date,
  extra: { attendedAt: Date | null; attendeeCount: number | null },
): ClassSpaceSession {
  return {
    id: session.id,
    position: session.position,
    title: session.title,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    state: stateOf(session, now),
    liveStartedAt: session.liveStartedAt?.toISOString() ?? null,
    joinOpensAt: joinWindowOf(session).opensAt.toISOString(),
    joinOpen: isJoinOpen(session, now),
    hasMeetingLink: session.meetingUrl !== null,
    attendedAt: extra.attendedAt?.toISOString() ?? null,
    attendeeCount: extra.attendeeCount,
  };
}

/** A bimbel student sees only the slots they booked; everybody else every session of the class. */
const onlyBookedBy = (access: ClassSpaceAccess, userId: string) =>
  access.role === 'student' && access.kind === 'bimble' ? userId : undefined;

/**
 * Live sessions of the class space (ADR 0043): the list with each session's state and join window, the tutor's
 * start ("live now", notifying the students once) and joining (attendance, then the meeting provider's URL).
 */
export function classSpaceSessions(app: FastifyInstance, provider: MeetingProvider = urlMeetingProvider) {
  const db = app.db.db;

  /** The caller's view of sessions: their own attendance (students) or the attendee count (tutor, admins). */
  async function present(
    access: ClassSpaceAccess,
    userId: string,
    rows: LiveSessionRow[],
    now: Date,
  ): Promise<ClassSpaceSession[]> {
    const ids = rows.map((row) => row.id);
    if (access.role === 'student') {
      const mine = await attendanceOfUser(db, userId, ids);
      return rows.map((row) =>
        wireOf(row, now, { attendedAt: mine.get(row.id)?.firstJoinedAt ?? null, attendeeCount: null }),
      );
    }
    const counts = await attendeeCounts(db, ids);
    return rows.map((row) => wireOf(row, now, { attendedAt: null, attendeeCount: counts.get(row.id) ?? 0 }));
  }

  /** The session if the caller may see it: 404 for another class's, a held slot, or another student's slot. */
  async function sessionFor(access: ClassSpaceAccess, userId: string, sessionId: string) {
    const session = await liveSessionOf(db, access.classId, sessionId);
    const only = onlyBookedBy(access, userId);
    if (!session || (only !== undefined && session.bookedBy !== only))
      throw new AppError('NOT_FOUND', 'Sesi tidak ditemukan.');
    return session;
  }

  function assertOpen(session: LiveSessionRow, now: Date) {
    if (session.status === 'cancelled') throw new AppError('SESSION_CANCELLED');
    if (!isJoinOpen(session, now)) {
      const window = joinWindowOf(session);
      throw new AppError('SESSION_NOT_OPEN', undefined, {
        opensAt: window.opensAt.toISOString(),
        closesAt: window.closesAt.toISOString(),
      });
    }
  }

  const announce = (classId: string, sessionId: string) =>
    app.realtime.toClass(classId, 'class.changed', { classId, area: 'sessions', id: sessionId });

  /** Everybody the "live now" is for: the booked student of a bimbel slot, the class's owners otherwise. */
  async function studentsOf(tx: Database, access: ClassSpaceAccess, session: LiveSessionRow) {
    if (access.kind === 'bimble') return session.bookedBy ? [session.bookedBy] : [];
    return ownersOfItem(tx, 'kelas', access.classId);
  }

  return {
    async list(access: ClassSpaceAccess, userId: string): Promise<ClassSpaceSession[]> {
      const rows = await liveSessionsOfClass(db, access.classId, onlyBookedBy(access, userId));
      return present(access, userId, rows, app.clock());
    },

    /**
     * `mulai`: the tutor (or an admin) starts the session within its join window. Starting again is a no-op; the
     * students' `session.live` notifications are made in the same transaction, once per session (dedupe key).
     */
    async start(access: ClassSpaceAccess, userId: string, sessionId: string): Promise<ClassSpaceSession> {
      if (access.role === 'student')
        throw new AppError('FORBIDDEN', 'Hanya tutor kelas ini yang bisa memulai sesi.');
      const session = await sessionFor(access, userId, sessionId);
      const now = app.clock();
      assertOpen(session, now);
      await inTransaction(db, async (tx) => {
        if (!(await markSessionLive(tx, session.id, now))) return;
        const students = await studentsOf(tx, access, session);
        const params = {
          classId: access.classId,
          classTitle: access.title,
          sessionId: session.id,
          startsAt: session.startsAt.toISOString(),
        };
        await notify(
          tx,
          app.jobs,
          students.map((studentId) => ({
            userId: studentId,
            kind: 'session.live' as const,
            params,
            dedupeKey: `session.live:${session.id}`,
          })),
        );
      });
      await announce(access.classId, session.id);
      const [after] = await present(
        access,
        userId,
        [{ ...session, liveStartedAt: session.liveStartedAt ?? now }],
        now,
      );
      if (!after) throw new Error('the started session vanished');
      return after;
    },

    /**
     * `gabung`: the tutor or a student of the session joins within its window; a student's join is recorded
     * (first and latest time, count). Answers the provider's URL for the caller.
     */
    async join(access: ClassSpaceAccess, userId: string, sessionId: string) {
      if (access.role === 'admin')
        throw new AppError('FORBIDDEN', 'Sesi hanya bisa diikuti tutor dan siswa kelas ini.');
      const session = await sessionFor(access, userId, sessionId);
      const now = app.clock();
      assertOpen(session, now);
      const target = await provider.joinTarget(session, { id: userId, role: access.role });
      if (access.role === 'student') {
        await recordJoin(db, session.id, userId, now);
        await announce(access.classId, session.id);
      }
      const [view] = await present(access, userId, [session], now);
      if (!view) throw new Error('the joined session vanished');
      return { url: target.url, session: view };
    },
  };
}
