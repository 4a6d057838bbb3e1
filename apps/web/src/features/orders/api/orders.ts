import type {
  CheckoutRequest,
  CheckoutResponse,
  OrderDetail,
  OrderList,
  OrderPayAgainResponse,
  OrderResponse,
  PaymentMethodResponse,
  PaymentProviderName,
  SimulatorActionRequest,
} from '@scola/contracts';
import { orderNumberParamsSchema } from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../auth/errors';
import { useAuthClient } from '../../../auth/react';
import { cartKeys } from '../../cart';
import { reviewKeys } from '../../catalogue-reviews';
import { collectionKeys } from '../../collections';
import { voucherKeys } from '../../vouchers';
import { type OrderListFilter, orderKeys, paymentMethodKey, statusParam } from '../query-keys';

export { type OrderListFilter, statusParam };

/** `/transaksi?page=…&pageSize=…[&status=…]`. */
export function orderListPath({ status, page, pageSize }: OrderListFilter): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const statuses = statusParam(status);
  if (statuses) params.set('status', statuses);
  return `/transaksi?${params.toString()}`;
}

/** `GET /api/transaksi`: the student's orders, newest first, optionally of some statuses. */
export function useOrders(filter: OrderListFilter, options: { refetchInterval?: number | false } = {}) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: orderKeys.list(filter),
    queryFn: ({ signal }) => auth.request<OrderList>(orderListPath(filter), { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval ?? false,
  });
}

/** `GET /api/transaksi/{id}`: refreshed every few seconds while it waits for its payment. */
export function useOrder(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      auth
        .request<OrderResponse>(`/transaksi/${encodeURIComponent(id)}`, { signal })
        .then((answer) => answer.data),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 10_000 : false),
  });
}

/**
 * `GET /api/transaksi/nomor/{number}`: the student's order with this number (the simulator page knows the number
 * only). `null` when there is none of theirs (the API answers 404).
 */
export function useOrderByNumber(number: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: orderKeys.byNumber(number),
    queryFn: async ({ signal }) => {
      // Not an order number at all (a mistyped link): nothing to ask the API.
      if (!orderNumberParamsSchema.safeParse({ number }).success) return null;
      try {
        return (
          await auth.request<OrderResponse>(`/transaksi/nomor/${encodeURIComponent(number)}`, { signal })
        ).data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** `GET /api/pembayaran/metode`: the payment provider new orders are paid with (public, rarely changes). */
export function usePaymentMethod() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: paymentMethodKey,
    queryFn: ({ signal }): Promise<PaymentProviderName> =>
      auth
        .request<PaymentMethodResponse>('/pembayaran/metode', { signal })
        .then((answer) => answer.data.provider),
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * Everything that shows orders or the cart is out of date after an order changed (an order whose payment failed
 * or expired put its items back into the cart).
 */
function useOrderChanged() {
  const client = useQueryClient();
  return (order?: OrderDetail) => {
    if (order) client.setQueryData(orderKeys.detail(order.id), order);
    void client.invalidateQueries({ queryKey: orderKeys.all });
    void client.invalidateQueries({ queryKey: cartKeys.all });
  };
}

/** `POST /api/checkout`: the cart becomes an order; the answer says where to pay. */
export function useCheckout() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutRequest) =>
      auth
        .request<CheckoutResponse>('/checkout', { method: 'POST', json: body })
        .then((answer) => answer.data),
    onSuccess: () => {
      // The cart was emptied into the order; vouchers' uses changed.
      void client.invalidateQueries({ queryKey: cartKeys.all });
      void client.invalidateQueries({ queryKey: voucherKeys.all });
      void client.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** `POST /api/transaksi/{id}/batal`: cancels a pending order. */
export function useCancelOrder() {
  const auth = useAuthClient();
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (id: string) =>
      auth
        .request<OrderResponse>(`/transaksi/${encodeURIComponent(id)}/batal`, { method: 'POST' })
        .then((answer) => answer.data),
    onSuccess: (order) => changed(order),
    onError: () => changed(),
  });
}

/** `POST /api/transaksi/{id}/bayar`: where to pay a pending order now. */
export function usePayAgain() {
  const auth = useAuthClient();
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (id: string) =>
      auth
        .request<OrderPayAgainResponse>(`/transaksi/${encodeURIComponent(id)}/bayar`, { method: 'POST' })
        .then((answer) => answer.data),
    onError: () => changed(),
  });
}

/** `POST /api/pembayaran/simulator/{number}` `{ result }`: the simulator page's choice; answers the order. */
export function useSimulatorAction(number: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (body: SimulatorActionRequest) =>
      auth
        .request<OrderResponse>(`/pembayaran/simulator/${encodeURIComponent(number)}`, {
          method: 'POST',
          json: body,
        })
        .then((answer) => answer.data),
    onSuccess: (order) => {
      changed(order);
      // A paid order grants its items: the collections and the catalogue's "owned" marks change, and so does
      // whether the student may review them (the item page's own-review section).
      void client.invalidateQueries({ queryKey: collectionKeys.all });
      void client.invalidateQueries({ queryKey: reviewKeys.allMine() });
    },
    onError: () => changed(),
  });
}
