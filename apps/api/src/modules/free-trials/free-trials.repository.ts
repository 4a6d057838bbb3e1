import type { DayPart, FreeTrialStatus, SchoolLevel, Weekday } from '@scola/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userContactOf } from '../users';
import { freeTrialRequests } from './free-trials.tables';

export interface NewFreeTrialRequest {
  userId: string;
  subjectId: string;
  level: SchoolLevel;
  preferredDays: Weekday[];
  preferredTimes: DayPart[];
  note: string;
  createdAt: Date;
}

export interface FreeTrialFilter {
  status?: FreeTrialStatus | undefined;
  /** Only requests for these subjects (a tutor's subjects). */
  subjectIds?: string[] | undefined;
}

const requestColumns = {
  id: freeTrialRequests.id,
  subjectId: freeTrialRequests.subjectId,
  level: freeTrialRequests.level,
  preferredDays: freeTrialRequests.preferredDays,
  preferredTimes: freeTrialRequests.preferredTimes,
  note: freeTrialRequests.note,
  status: freeTrialRequests.status,
  tutorId: freeTrialRequests.tutorId,
  createdAt: freeTrialRequests.createdAt,
};

export type FreeTrialRequestRow = Pick<typeof freeTrialRequests.$inferSelect, keyof typeof requestColumns>;

/** The only code that touches `free_trial_requests` (and reads the requesting students' names and contacts). */
export function createFreeTrialsRepository(db: Database) {
  function where(filter: FreeTrialFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.status !== undefined) conditions.push(eq(freeTrialRequests.status, filter.status));
    if (filter.subjectIds !== undefined)
      conditions.push(inArray(freeTrialRequests.subjectId, filter.subjectIds));
    return and(...conditions);
  }

  return {
    /** Inserts the user's request; null when they already have one (the unique key decides, also under a race). */
    async insert(request: NewFreeTrialRequest): Promise<FreeTrialRequestRow | null> {
      const [row] = await db
        .insert(freeTrialRequests)
        .values({ ...request, updatedAt: request.createdAt })
        .onConflictDoNothing({ target: freeTrialRequests.userId })
        .returning(requestColumns);
      return row ?? null;
    },

    async findByUser(userId: string) {
      const [row] = await db
        .select(requestColumns)
        .from(freeTrialRequests)
        .where(eq(freeTrialRequests.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** One page, newest first, with the student's name and contact; 2 queries. */
    async list(filter: FreeTrialFilter, window: { limit: number; offset: number }) {
      if (filter.subjectIds?.length === 0) return { rows: [], total: 0 };
      const condition = where(filter);
      const rows = await db
        .select({
          ...requestColumns,
          studentId: freeTrialRequests.userId,
          student: userContactOf(freeTrialRequests.userId),
        })
        .from(freeTrialRequests)
        .where(condition)
        .orderBy(desc(freeTrialRequests.createdAt), desc(freeTrialRequests.id))
        .limit(window.limit)
        .offset(window.offset);
      const [total] = await db.select({ n: count() }).from(freeTrialRequests).where(condition);
      return {
        rows: rows.map(({ student, ...row }) => ({
          ...row,
          studentName: student.name,
          studentEmail: student.email,
          studentPhone: student.phone,
        })),
        total: total?.n ?? 0,
      };
    },
  };
}

export type FreeTrialsRepository = ReturnType<typeof createFreeTrialsRepository>;
