import type { CollectionListQuery, LessonProgress, OwnedClassSession } from '@scola/contracts';

/** Small pure helpers of the collections service (kept apart so the service stays readable). */

export const windowOf = (query: CollectionListQuery) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});
/** A session as the join window reads it: the meeting link is the student's only then (ADR 0043). */
export const sessionTimes = ({ startsAt, durationMinutes, status }: OwnedClassSession) => ({
  startsAt: new Date(startsAt),
  endsAt: new Date(Date.parse(startsAt) + durationMinutes * 60_000),
  status,
});
export const metaOf = (query: CollectionListQuery, total: number) => ({
  page: query.page,
  pageSize: query.pageSize,
  total,
});

export const toProgress = (row: {
  positionSeconds: number;
  completedAt: Date | null;
  updatedAt: Date;
}): LessonProgress => ({
  positionSeconds: row.positionSeconds,
  completed: row.completedAt !== null,
  completedAt: row.completedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});
