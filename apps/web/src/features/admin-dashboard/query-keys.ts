/** The TanStack Query keys of the admin dashboard: the one place they are spelt (ADR 0016). */
export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};
