import type { AdminVoucher, AdminVoucherInput, DataAnswer, ListAnswer } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { auditKeys } from '../../audit';
import { adminVoucherKeys, type VoucherFilter } from '../query-keys';

/** `/admin/voucher?…`: only the filters that are set. */
export function voucherListPath(filter: VoucherFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.q) params.set('q', filter.q);
  if (filter.status !== 'semua') params.set('status', filter.status);
  return `/admin/voucher?${params.toString()}`;
}

/** `GET /api/admin/voucher`: newest first, with usage. */
export function useAdminVoucherList(filter: VoucherFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminVoucherKeys.list(filter),
    queryFn: ({ signal }) => auth.request<ListAnswer<AdminVoucher>>(voucherListPath(filter), { signal }),
    placeholderData: keepPreviousData,
    // Usage moves with every checkout: opening the page shows it as it is now, not as cached.
    refetchOnMount: 'always',
  });
}

/** `GET /api/admin/voucher/{id}` (disabled without an id). */
export function useAdminVoucher(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminVoucherKeys.item(id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<AdminVoucher>>(`/admin/voucher/${id}`, { signal })
        .then((answer) => answer.data),
    enabled: id !== '',
    refetchOnMount: 'always',
  });
}

/** One change to a voucher. */
export type VoucherChange =
  | { action: 'create'; body: AdminVoucherInput }
  | { action: 'update'; id: string; body: AdminVoucherInput }
  | { action: 'nonaktifkan' | 'aktifkan'; id: string };

function requestOf(change: VoucherChange): [string, { method: string; json?: object }] {
  switch (change.action) {
    case 'create':
      return ['/admin/voucher', { method: 'POST', json: change.body }];
    case 'update':
      return [`/admin/voucher/${change.id}`, { method: 'PUT', json: change.body }];
    default:
      return [`/admin/voucher/${change.id}/${change.action}`, { method: 'POST' }];
  }
}

/** Every change of the admin voucher pages; the voucher lists and the audit log are refetched after it. */
export function useVoucherChange() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: VoucherChange) => {
      const [path, options] = requestOf(change);
      return auth.request<DataAnswer<AdminVoucher>>(path, options).then((answer) => answer.data);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminVoucherKeys.all }),
        client.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

/** Public tutors (id and name) for the funder and scope pickers: `GET /api/tutor`. */
export function useTutorChoices() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: [...adminVoucherKeys.all, 'tutors'] as const,
    queryFn: ({ signal }) =>
      auth
        .request<ListAnswer<{ id: string; name: string }>>('/tutor?pageSize=100', { signal })
        .then((answer) => answer.data.map(({ id, name }) => ({ id, name }))),
  });
}
