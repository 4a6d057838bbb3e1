import type { TutorSessionTiming } from '@scola/contracts';
import { and, count, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { PageWindow } from '../search/list-options';
import { col } from '../search/search.repository';
import { tutorProfiles } from '../tutors/tutors.tables';
import { classSessions, liveClasses } from './live-classes.tables';

export interface TutorSessionFilter {
  tutorId?: string | undefined;
  subjectId?: string | undefined;
  /** Start at or after `from`, before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
  timing?: TutorSessionTiming | undefined;
}

/** The columns of one row of the schedule (sessions join their class and its tutor's profile). */
const scheduleColumns = {
  id: classSessions.id,
  position: classSessions.position,
  title: classSessions.title,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  sessionStatus: classSessions.status,
  cancelledAt: classSessions.cancelledAt,
  cancelReason: classSessions.cancelReason,
  durationMinutes: classSessions.durationMinutes,
  classId: liveClasses.id,
  classSlug: liveClasses.slug,
  classTitle: liveClasses.title,
  classKind: liveClasses.kind,
  classStatus: liveClasses.status,
  seatsTaken: liveClasses.seatsTaken,
  capacity: liveClasses.capacity,
  subjectId: liveClasses.subjectId,
  tutorId: liveClasses.tutorId,
  tutorName: tutorProfiles.displayName,
};

export type TutorSessionRow = Awaited<ReturnType<TutorSchedulesRepository['list']>>['rows'][number];
export type TutorSchedulesRepository = ReturnType<typeof createTutorSchedulesRepository>;

/** The admin's view of every tutor's class sessions: one query for the page, one for the total. */
export function createTutorSchedulesRepository(db: Database) {
  const conditionsOf = (filter: TutorSessionFilter, now: Date): (SQL | undefined)[] => [
    filter.tutorId === undefined ? undefined : eq(liveClasses.tutorId, filter.tutorId),
    filter.subjectId === undefined ? undefined : eq(liveClasses.subjectId, filter.subjectId),
    filter.from === undefined ? undefined : gte(classSessions.startsAt, filter.from),
    filter.to === undefined ? undefined : lt(classSessions.startsAt, filter.to),
    filter.timing === 'mendatang' ? gt(classSessions.endsAt, now) : undefined,
    filter.timing === 'lampau' ? lte(classSessions.endsAt, now) : undefined,
  ];

  return {
    async list(filter: TutorSessionFilter, now: Date, page: PageWindow) {
      const where = and(...conditionsOf(filter, now));
      const direction = filter.timing === 'lampau' ? sql`desc` : sql`asc`;
      const rows = await db
        .select(scheduleColumns)
        .from(classSessions)
        .innerJoin(liveClasses, eq(liveClasses.id, classSessions.classId))
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
        .where(where)
        .orderBy(sql`${col(classSessions.startsAt)} ${direction}`, sql`${col(classSessions.id)} ${direction}`)
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ value: count() })
        .from(classSessions)
        .innerJoin(liveClasses, eq(liveClasses.id, classSessions.classId))
        .where(where);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
