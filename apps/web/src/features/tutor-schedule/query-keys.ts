/** The TanStack Query keys of the tutor's schedule: the one place they are spelt. */
export const tutorScheduleKeys = {
  all: ['tutor', 'schedule'] as const,
  availability: () => [...tutorScheduleKeys.all, 'availability'] as const,
  calendar: (from: string, to: string) => [...tutorScheduleKeys.all, 'calendar', from, to] as const,
  history: (page: number) => [...tutorScheduleKeys.all, 'history', page] as const,
};
