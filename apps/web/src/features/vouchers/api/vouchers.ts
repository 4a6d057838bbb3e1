import type { AvailableVoucherList, VoucherPreview, VoucherPreviewResponse } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { voucherKeys } from '../query-keys';

/** A code as the server reads it: trimmed, upper-cased. */
export const normaliseVoucherCode = (code: string): string => code.trim().toUpperCase();

/** `GET /api/voucher`: the vouchers the student can use now, each with whether it fits the current cart. */
export function useAvailableVouchers(page = 1, pageSize = 20) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: voucherKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      auth.request<AvailableVoucherList>(`/voucher?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function checkVoucher(
  auth: ReturnType<typeof useAuthClient>,
  code: string,
  signal?: AbortSignal,
): Promise<VoucherPreview> {
  return auth
    .request<VoucherPreviewResponse>('/voucher/cek', {
      method: 'POST',
      json: { code: normaliseVoucherCode(code) },
      ...(signal ? { signal } : {}),
    })
    .then((answer) => answer.data);
}

/** `POST /api/voucher/cek` on demand (the "Terapkan" button): the discount on the current cart, or the refusal. */
export function useVoucherCheck() {
  const auth = useAuthClient();
  return useMutation({ mutationFn: (code: string) => checkVoucher(auth, code) });
}

/** The same preview for a chosen code, kept fresh (the checkout page); off without a code. */
export function useVoucherPreview(code: string | null) {
  const auth = useAuthClient();
  const normalised = code ? normaliseVoucherCode(code) : '';
  return useQuery({
    queryKey: voucherKeys.preview(normalised),
    queryFn: ({ signal }) => checkVoucher(auth, normalised, signal),
    enabled: normalised !== '',
    retry: false,
  });
}
