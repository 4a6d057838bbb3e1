import type {
  DataAnswer,
  ListAnswer,
  TutorVoucher,
  TutorVoucherInput,
  TutorVoucherItem,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { tutorVoucherKeys } from '../query-keys';

export const TUTOR_VOUCHER_PAGE_SIZE = 10;

/** `GET /api/tutor/voucher`: the tutor's vouchers, newest first, with their usage. */
export function useTutorVoucherList(page: number) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorVoucherKeys.list(page),
    queryFn: ({ signal }) =>
      auth.request<ListAnswer<TutorVoucher>>(
        `/tutor/voucher?page=${page}&pageSize=${TUTOR_VOUCHER_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    // Usage moves with every checkout: opening the page shows it as it is now.
    refetchOnMount: 'always',
  });
}

/** `GET /api/tutor/voucher/item`: the tutor's own items a voucher may target. */
export function useTutorVoucherItems() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: tutorVoucherKeys.items(),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<TutorVoucherItem[]>>('/tutor/voucher/item', { signal })
        .then((answer) => answer.data),
  });
}

/** One change to a voucher. */
export type TutorVoucherChange =
  | { action: 'create'; body: TutorVoucherInput }
  | { action: 'update'; id: string; body: TutorVoucherInput }
  | { action: 'nonaktifkan' | 'aktifkan' | 'delete'; id: string };

function requestOf(change: TutorVoucherChange): [string, { method: string; json?: object }] {
  switch (change.action) {
    case 'create':
      return ['/tutor/voucher', { method: 'POST', json: change.body }];
    case 'update':
      return [`/tutor/voucher/${change.id}`, { method: 'PUT', json: change.body }];
    case 'delete':
      return [`/tutor/voucher/${change.id}`, { method: 'DELETE' }];
    default:
      return [`/tutor/voucher/${change.id}/${change.action}`, { method: 'POST' }];
  }
}

/** Every change of `/tutor/voucher`; the list is refetched after it. */
export function useTutorVoucherChange() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TutorVoucherChange) => {
      const [path, options] = requestOf(change);
      return auth.request<DataAnswer<unknown>>(path, options).then((answer) => answer.data);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: tutorVoucherKeys.all }),
  });
}
