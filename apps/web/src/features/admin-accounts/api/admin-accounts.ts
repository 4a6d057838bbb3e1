import type { AdminAccount, DataAnswer, ListAnswer } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { auditKeys } from '../../audit';
import { type AccountFilter, adminAccountKeys } from '../query-keys';

/** `/admin/akun?…`: only the filters that are set. */
export function accountListPath(filter: AccountFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  for (const key of ['q', 'role', 'status', 'sort'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return `/admin/akun?${params.toString()}`;
}

/** `GET /api/admin/akun`: a page of accounts, filtered and sorted on the server. */
export function useAccountList(filter: AccountFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminAccountKeys.list(filter),
    queryFn: ({ signal }) => auth.request<ListAnswer<AdminAccount>>(accountListPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The account actions, as the last segment of `POST /api/admin/akun/{id}/…`. */
export const accountActions = [
  'tangguhkan',
  'aktifkan',
  'jadikan-admin',
  'cabut-admin',
  'kirim-reset-password',
] as const;
export type AccountAction = (typeof accountActions)[number];

/** One account action; on success the accounts and the audit log are refetched (both show it). */
export function useAccountAction() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AccountAction }) =>
      auth.request<DataAnswer<AdminAccount> | DataAnswer<{ ok: true }>>(`/admin/akun/${id}/${action}`, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminAccountKeys.all }),
        client.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
