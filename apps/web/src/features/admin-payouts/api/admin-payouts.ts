import type { AdminPayout, AdminPayoutList, DataAnswer, PayoutDecision } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { auditKeys } from '../../audit';
import { adminPayoutKeys, type AdminPayoutFilter } from '../query-keys';

/** `/admin/pencairan?…`: only the filters that are set. */
export function adminPayoutListPath(filter: AdminPayoutFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return `/admin/pencairan?${params.toString()}`;
}

/** `GET /api/admin/pencairan`: the payout queue. */
export function useAdminPayouts(filter: AdminPayoutFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminPayoutKeys.list(filter),
    queryFn: ({ signal }) => auth.request<AdminPayoutList>(adminPayoutListPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/pencairan/{id}/keputusan`: paid (with the transfer reference) or rejected (with a reason). */
export function useDecidePayout(id: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutDecision) =>
      auth
        .request<DataAnswer<AdminPayout>>(`/admin/pencairan/${id}/keputusan`, { method: 'POST', json: body })
        .then((answer) => answer.data),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminPayoutKeys.all });
      void client.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
