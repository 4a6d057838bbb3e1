import type { AuditEntry, ListAnswer } from '@scola/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { type AuditFilter, auditKeys } from '../query-keys';

/** `/admin/audit?…`: only the filters that are set. */
export function auditListPath(filter: AuditFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  for (const key of ['actor', 'action', 'entityType', 'entityId', 'dari', 'sampai'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return `/admin/audit?${params.toString()}`;
}

/** `GET /api/admin/audit`: newest first. */
export function useAuditLog(filter: AuditFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: auditKeys.list(filter),
    queryFn: ({ signal }) => auth.request<ListAnswer<AuditEntry>>(auditListPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}
