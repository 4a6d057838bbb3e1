import type {
  DataAnswer,
  EarningsBalance,
  EarningsHistory,
  Payout,
  PayoutList,
  PayoutRequest,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { earningsKeys } from '../query-keys';

export const EARNINGS_PAGE_SIZE = 10;

/** `GET /api/tutor/pendapatan`: available, pending, reserved, owed and paid-out amounts. */
export function useEarningsBalance() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: earningsKeys.balance(),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<EarningsBalance>>('/tutor/pendapatan', { signal })
        .then((answer) => answer.data),
  });
}

/** `GET /api/tutor/pendapatan/riwayat`: the movements of the tutor's money, newest first. */
export function useEarningsHistory(page: number) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: earningsKeys.history(page),
    queryFn: ({ signal }) =>
      auth.request<EarningsHistory>(`/tutor/pendapatan/riwayat?page=${page}&pageSize=${EARNINGS_PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tutor/pencairan`: the tutor's payout requests, newest first. */
export function usePayouts(page: number) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: earningsKeys.payouts(page),
    queryFn: ({ signal }) =>
      auth.request<PayoutList>(`/tutor/pencairan?page=${page}&pageSize=${EARNINGS_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/tutor/pencairan`: reserves the amount; balance, history and payouts are read again. */
export function useRequestPayout() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequest) =>
      auth
        .request<DataAnswer<Payout>>('/tutor/pencairan', { method: 'POST', json: body })
        .then((answer) => answer.data),
    onSuccess: () => void client.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}
