/** The TanStack Query keys of the tutor dashboard: the one place they are spelt (ADR 0016). */
export const tutorDashboardKeys = {
  all: ['tutor', 'dashboard'] as const,
};
