import {
  type CreateSessionsInput,
  expandWeeklySeries,
  type SeriesProblem,
  type StudyRoomConflict,
  type TutorClassSession,
  type TutorSessionList,
  type TutorSessionListQuery,
  type UpdateSessionInput,
} from '@scola/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { windowOf } from '../search/list-options';
import { metaOf } from '../shared/refs';
import {
  type ClassSessionsRepository,
  createClassSessionsRepository,
  type SessionRow,
} from './class-sessions.repository';

/** Who acts: the class's tutor, or an admin (any class). */
export interface ScheduleActor {
  id: string;
  isAdmin: boolean;
}

/** A session before and after a change, for the e-mail to the class's students. */
export interface SessionChange {
  classId: string;
  before: TutorClassSession;
  after: TutorClassSession;
}

const MINUTE = 60_000;

export function toTutorSession(row: SessionRow): TutorClassSession {
  const cancelled = row.status === 'cancelled';
  return {
    id: row.id,
    position: cancelled ? null : row.position,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    meetingUrl: row.meetingUrl,
    status: row.status,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
  };
}

const seriesMessages: Record<SeriesProblem, { path: string; message: string }> = {
  empty: { path: 'weekdays', message: 'Tidak ada tanggal yang cocok dengan hari yang dipilih.' },
  too_many: { path: 'until', message: 'Satu rangkaian paling banyak 60 sesi. Majukan tanggal akhir.' },
  until_before_start: {
    path: 'until',
    message: 'Tanggal akhir harus sama dengan atau setelah tanggal mulai.',
  },
};

function seriesRefusal(problem: SeriesProblem): AppError {
  const { path, message } = seriesMessages[problem];
  return new AppError('VALIDATION_FAILED', message, [{ location: 'body', path, code: 'custom', message }]);
}

/** A session's place in the numbering: live ones (by start) get 1..n, cancelled ones follow. */
interface Placed {
  key: string;
  startsAt: Date;
  cancelled: boolean;
}

function positionsOf(entries: Placed[]): Map<string, number> {
  const order = (a: Placed, b: Placed) =>
    Number(a.cancelled) - Number(b.cancelled) ||
    a.startsAt.getTime() - b.startsAt.getTime() ||
    a.key.localeCompare(b.key);
  return new Map([...entries].sort(order).map((entry, index) => [entry.key, index + 1]));
}

/** Time ranges a tutor's new or moved sessions would take. */
type Ranges = { startsAt: Date; endsAt: Date }[];

export interface ClassSessionsOptions {
  /**
   * What else of the tutor's timeline a refused time collides with (their study rooms, ADR 0049: the trigger across
   * both tables refuses with the same SQLSTATE): the `SESSION_OVERLAP` details when no class session overlaps.
   */
  otherConflict?: (db: Database, tutorId: string, ranges: Ranges) => Promise<StudyRoomConflict | null>;
}

/**
 * The session editor of a class (`/api/tutor/kelas/{id}/sesi`, `/api/tutor/sesi/{id}`), on a database or a
 * transaction: the caller runs each change in one transaction. Every change locks the class row first; the database's
 * exclusion constraint refuses overlaps with the tutor's other classes, turned into `SESSION_OVERLAP` here.
 */
export function classSessionsFor(db: Database, options: ClassSessionsOptions = {}) {
  const repository = createClassSessionsRepository(db);

  async function ownedClass(actor: ScheduleActor, classId: string, lock: boolean) {
    const found = await repository.classOf(classId, lock);
    if (!found || (!actor.isAdmin && found.tutorId !== actor.id)) {
      throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
    }
    return found;
  }

  /** The session and its class, the class locked; `NOT_FOUND` for a session of another tutor's class. */
  async function ownedSession(actor: ScheduleActor, sessionId: string) {
    const first = await repository.sessionById(sessionId);
    if (!first) throw new AppError('NOT_FOUND', 'Sesi tidak ditemukan.');
    const owner = await ownedClass(actor, first.classId, true);
    // Read again under the class lock: a change committed meanwhile is seen.
    const session = await repository.sessionById(sessionId);
    if (!session) throw new AppError('NOT_FOUND', 'Sesi tidak ditemukan.');
    return { owner, session };
  }

  /**
   * Runs a write that may meet the exclusion constraint in a savepoint: on SQLSTATE 23P01 the savepoint is rolled
   * back, the session it collided with is looked up, and `SESSION_OVERLAP` names it.
   */
  async function refusingOverlap<T>(
    tutorId: string,
    ranges: { startsAt: Date; endsAt: Date }[],
    exceptId: string | undefined,
    write: (savepoint: ClassSessionsRepository) => Promise<T>,
  ): Promise<T> {
    try {
      return await repository.inSavepoint((savepoint) => write(createClassSessionsRepository(savepoint)));
    } catch (error) {
      if (pgCodeOf(error) !== '23P01') throw error;
      const conflict = await repository.firstOverlap(tutorId, ranges, exceptId);
      const other = conflict ? null : await options.otherConflict?.(db, tutorId, ranges);
      throw new AppError(
        'SESSION_OVERLAP',
        undefined,
        conflict
          ? { ...conflict, startsAt: conflict.startsAt.toISOString(), endsAt: conflict.endsAt.toISOString() }
          : (other ?? undefined),
      );
    }
  }

  /** Renumbers the class's other sessions for the state after a change (`next`: the changed and new ones). */
  async function renumberFor(existing: SessionRow[], next: Placed[]): Promise<Map<string, number>> {
    const changed = new Set(next.map((entry) => entry.key));
    const positions = positionsOf([
      ...existing
        .filter((row) => !changed.has(row.id))
        .map((row) => ({ key: row.id, startsAt: row.startsAt, cancelled: row.status === 'cancelled' })),
      ...next,
    ]);
    // Every session whose number changes is parked; the changed one gets its number with its own update, last.
    const moves = existing
      .filter((row) => positions.get(row.id) !== row.position)
      .map((row) => ({ id: row.id, position: positions.get(row.id) ?? row.position }));
    await repository.renumber(moves);
    return positions;
  }

  return {
    async list(actor: ScheduleActor, classId: string, query: TutorSessionListQuery, now: Date) {
      const owner = await ownedClass(actor, classId, false);
      const { rows, total } = await repository.page(classId, query.waktu, now, windowOf(query));
      const { tutorId: _tutorId, ...header } = owner;
      const answer: TutorSessionList = {
        data: rows.map(toTutorSession),
        meta: { ...metaOf(query, total), class: header },
      };
      return answer;
    },

    /** One session or a weekly series, all or nothing. Answers the sessions created, by start. */
    async create(actor: ScheduleActor, classId: string, input: CreateSessionsInput, now: Date) {
      const owner = await ownedClass(actor, classId, true);
      const ranges =
        input.kind === 'single'
          ? [
              {
                startsAt: new Date(input.startsAt),
                endsAt: new Date(Date.parse(input.startsAt) + input.durationMinutes * MINUTE),
              },
            ]
          : expanded(input, owner.timeZone);
      if (ranges.some((range) => range.startsAt <= now)) throw new AppError('SESSION_IN_PAST');
      const existing = await repository.sessionsOf(classId);
      const fresh = ranges.map((range, index) => ({
        key: `new:${String(index).padStart(4, '0')}`,
        ...range,
      }));
      const positions = await renumberFor(
        existing,
        fresh.map((entry) => ({ key: entry.key, startsAt: entry.startsAt, cancelled: false })),
      );
      const created = await refusingOverlap(owner.tutorId, ranges, undefined, (savepoint) =>
        savepoint.insert(
          fresh.map((entry) => {
            const position = positions.get(entry.key) ?? 1;
            return {
              classId,
              tutorId: owner.tutorId,
              position,
              title: input.title ?? `Pertemuan ${position}`,
              startsAt: entry.startsAt,
              endsAt: entry.endsAt,
              durationMinutes: input.durationMinutes,
              meetingUrl: input.meetingUrl,
              status: 'scheduled' as const,
            };
          }),
        ),
      );
      return created.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map(toTutorSession);
    },

    /** Moves a session and/or changes its title or link. `moved` when its time changed (the students are told). */
    async update(actor: ScheduleActor, sessionId: string, input: UpdateSessionInput, now: Date) {
      const { owner, session } = await ownedSession(actor, sessionId);
      if (session.status === 'cancelled') throw new AppError('SESSION_CANCELLED');
      const duration = input.durationMinutes ?? session.durationMinutes;
      const startsAt = input.startsAt === undefined ? session.startsAt : new Date(input.startsAt);
      const moved = startsAt.getTime() !== session.startsAt.getTime() || duration !== session.durationMinutes;
      if (moved && session.startsAt <= now) throw new AppError('SESSION_STARTED');
      if (moved && startsAt <= now) throw new AppError('SESSION_IN_PAST');
      const endsAt = new Date(startsAt.getTime() + duration * MINUTE);
      const existing = await repository.sessionsOf(session.classId);
      const positions = moved
        ? await renumberFor(existing, [{ key: session.id, startsAt, cancelled: false }])
        : new Map([[session.id, session.position]]);
      const after = await refusingOverlap(owner.tutorId, [{ startsAt, endsAt }], session.id, (savepoint) =>
        savepoint.update(session.id, {
          startsAt,
          endsAt,
          durationMinutes: duration,
          position: positions.get(session.id) ?? session.position,
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.meetingUrl === undefined ? {} : { meetingUrl: input.meetingUrl }),
        }),
      );
      if (!after) throw new AppError('NOT_FOUND', 'Sesi tidak ditemukan.');
      const change: SessionChange = {
        classId: session.classId,
        before: toTutorSession(session),
        after: toTutorSession(after),
      };
      return { ...change, moved };
    },

    /** Cancels a session that has not started; the numbers of the later ones close up. */
    async cancel(actor: ScheduleActor, sessionId: string, reason: string, now: Date): Promise<SessionChange> {
      const { session } = await ownedSession(actor, sessionId);
      if (session.status === 'cancelled') throw new AppError('SESSION_CANCELLED');
      if (session.startsAt <= now) throw new AppError('SESSION_STARTED');
      const existing = await repository.sessionsOf(session.classId);
      const positions = await renumberFor(existing, [
        { key: session.id, startsAt: session.startsAt, cancelled: true },
      ]);
      const after = await repository.update(session.id, {
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: reason,
        position: positions.get(session.id) ?? session.position,
      });
      if (!after) throw new AppError('NOT_FOUND', 'Sesi tidak ditemukan.');
      return { classId: session.classId, before: toTutorSession(session), after: toTutorSession(after) };
    },
  };
}

export type ClassSessions = ReturnType<typeof classSessionsFor>;

function expanded(input: Extract<CreateSessionsInput, { kind: 'weekly' }>, timeZone: string) {
  const { occurrences, problem } = expandWeeklySeries(input, timeZone);
  if (problem) throw seriesRefusal(problem);
  return occurrences.map(({ startsAt, endsAt }) => ({ startsAt, endsAt }));
}

/** PostgreSQL error code of a failed query (drizzle wraps the driver's error as `cause`). */
function pgCodeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
