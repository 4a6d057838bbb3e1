import type { AdminTutorListQuery, TutorApplicationStatus } from '@scola/contracts';

/** Filters of the tutor list as the web keeps them (page, size and sort included). */
export type TutorFilter = Partial<Omit<AdminTutorListQuery, 'page' | 'pageSize'>> & {
  page: number;
  pageSize: number;
};

/** The TanStack Query keys of the admin's tutors and applications: the one place they are spelt (ADR 0016). */
export const adminTutorKeys = {
  all: ['admin', 'tutors'] as const,
  list: (filter: TutorFilter) => [...adminTutorKeys.all, 'list', filter] as const,
  queue: (status: TutorApplicationStatus) => [...adminTutorKeys.all, 'queue', status] as const,
  application: (id: string) => [...adminTutorKeys.all, 'application', id] as const,
};
