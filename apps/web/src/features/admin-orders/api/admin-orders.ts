import type { AdminOrderDetail, AdminOrderList, DataAnswer, OrderRefundRequest } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { auditKeys } from '../../audit';
import { adminOrderKeys, type AdminOrderFilter } from '../query-keys';

/** `/admin/transaksi?…`: only the filters that are set. */
export function adminOrderListPath(filter: AdminOrderFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  return `/admin/transaksi?${params.toString()}`;
}

/** `GET /api/admin/transaksi`: every buyer's orders, newest first. */
export function useAdminOrders(filter: AdminOrderFilter) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminOrderKeys.list(filter),
    queryFn: ({ signal }) => auth.request<AdminOrderList>(adminOrderListPath(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/transaksi/{id}`: the order with its lines and refunds. */
export function useAdminOrder(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: adminOrderKeys.item(id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<AdminOrderDetail>>(`/admin/transaksi/${id}`, { signal })
        .then((answer) => answer.data),
  });
}

/**
 * `POST /api/admin/transaksi/{id}/refund`. The caller makes the idempotency key once per dialog, so a second click
 * (or a retry after a lost answer) refunds once.
 */
export function useRefundOrder(id: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderRefundRequest) =>
      auth
        .request<DataAnswer<AdminOrderDetail>>(`/admin/transaksi/${id}/refund`, {
          method: 'POST',
          json: body,
        })
        .then((answer) => answer.data),
    onSuccess: (order) => {
      client.setQueryData(adminOrderKeys.item(id), order);
      void client.invalidateQueries({ queryKey: adminOrderKeys.all });
      void client.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
