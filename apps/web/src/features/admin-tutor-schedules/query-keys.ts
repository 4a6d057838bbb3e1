import type { TutorSessionTiming } from '@scola/contracts';

/** The filters of the tutors' schedule as the web keeps them (`dari`/`sampai` as ISO instants). */
export interface TutorScheduleFilter {
  page: number;
  pageSize: number;
  tutor?: string | undefined;
  pelajaran?: string | undefined;
  dari?: string | undefined;
  sampai?: string | undefined;
  waktu?: TutorSessionTiming | undefined;
}

/** The TanStack Query keys of the admin's tutor schedules: the one place they are spelt. */
export const adminTutorScheduleKeys = {
  all: ['admin', 'tutor-schedules'] as const,
  list: (filter: TutorScheduleFilter) => [...adminTutorScheduleKeys.all, 'list', filter] as const,
  tutors: (text: string) => [...adminTutorScheduleKeys.all, 'tutors', text] as const,
};
