import type { AdminDashboard, DataAnswer } from '@scola/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { adminDashboardKeys } from '../query-keys';

/** `GET /api/admin/beranda`: the dashboard's figures (sales, orders, sign-ups, queue, 30 days, top items). */
export function useAdminDashboard() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminDashboardKeys.all,
    queryFn: ({ signal }) =>
      auth.request<DataAnswer<AdminDashboard>>('/admin/beranda', { signal }).then((answer) => answer.data),
  });
}
