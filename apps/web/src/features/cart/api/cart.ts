import type { Cart, CartAddBody, CartLine, CartResponse, PurchasableItemType, User } from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, useAuthClient } from '../../../auth/react';
import { canBuy } from '../../../config/role-areas';
import { cartKeys } from '../query-keys';

/** `kelas:<uuid>`: an item by type and id (the key of ownership answers). */
export function itemKey(itemType: PurchasableItemType, itemId: string): string {
  return `${itemType}:${itemId.toLowerCase()}`;
}

/** `GET /api/keranjang`: the signed-in student's cart with the server's current prices (off while signed out). */
export function useCart() {
  const auth = useAuthClient();
  const { loggedIn, user } = useAuth<User>();
  return useQuery({
    queryKey: cartKeys.cart(),
    queryFn: ({ signal }) =>
      auth.request<CartResponse>('/keranjang', { signal }).then((answer) => answer.data),
    // The cart is a student's: other accounts are refused (403), so they do not ask.
    enabled: loggedIn && canBuy(user?.scope),
  });
}

/** `POST /api/keranjang`: the answer is the whole cart, which replaces the cached one. */
export function useAddToCart() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: CartAddBody) =>
      auth.request<CartResponse>('/keranjang', { method: 'POST', json: item }).then((answer) => answer.data),
    // A cart answer still on its way was read before this change: it must not overwrite the new cart.
    onMutate: () => client.cancelQueries({ queryKey: cartKeys.cart() }),
    onSuccess: (cart: Cart) => client.setQueryData(cartKeys.cart(), cart),
  });
}

/** The key of a cart line: its item, and for a bimble slot line the slot's start. */
export function cartLineKey(line: Pick<CartLine, 'itemType' | 'itemId' | 'slot'>): string {
  const key = itemKey(line.itemType, line.itemId);
  return line.slot ? `${key}@${line.slot.startsAt}` : key;
}

/** `DELETE /api/keranjang/{itemType}/{itemId}` (with `slotStartsAt`: that bimble slot line of the class). */
export function useRemoveFromCart() {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemType, itemId, slotStartsAt }: CartAddBody & { slotStartsAt?: string | undefined }) =>
      auth
        .request<CartResponse>(
          `/keranjang/${itemType}/${encodeURIComponent(itemId)}${
            slotStartsAt ? `?slot=${encodeURIComponent(slotStartsAt)}` : ''
          }`,
          { method: 'DELETE' },
        )
        .then((answer) => answer.data),
    onMutate: () => client.cancelQueries({ queryKey: cartKeys.cart() }),
    onSuccess: (cart: Cart) => client.setQueryData(cartKeys.cart(), cart),
  });
}
