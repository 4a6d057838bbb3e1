import type { AuditListQuery } from '@scola/contracts';

/** Filters of the audit log as the web keeps them (page and size included). */
export type AuditFilter = Partial<Omit<AuditListQuery, 'page' | 'pageSize'>> & {
  page: number;
  pageSize: number;
};

/**
 * The TanStack Query keys of the audit log: the one place they are spelt. Admin features invalidate them through
 * this feature's `index.ts` after each change they make (ADR 0016).
 */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
};
