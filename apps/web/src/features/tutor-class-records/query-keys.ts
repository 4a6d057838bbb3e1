/** The TanStack Query keys of the tutor's class records: the one place they are spelt. */
export const tutorRecordKeys = {
  all: ['tutor', 'class-records'] as const,
  classes: () => [...tutorRecordKeys.all, 'classes'] as const,
  students: (classId: string, page: number, pageSize: number) =>
    [...tutorRecordKeys.all, 'students', classId, page, pageSize] as const,
  finished: (page: number, pageSize: number) => [...tutorRecordKeys.all, 'finished', page, pageSize] as const,
  detail: (classId: string) => [...tutorRecordKeys.all, 'detail', classId] as const,
};
