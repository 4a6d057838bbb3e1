import type { Cart, CartResponse, CartSlotAddBody, ClassSlotsResponse } from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthClient } from '../../../auth/react';
import { cartKeys } from '../../cart';
import { bimbleKeys } from '../query-keys';

/** `GET /api/kelas/{id}/slot`: the free slots of a bimble class's tutor for the next two weeks (public). */
export function useClassSlots(classId: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: bimbleKeys.slots(classId),
    queryFn: ({ signal }) =>
      auth.request<ClassSlotsResponse>(`/kelas/${classId}/slot`, { signal }).then((answer) => answer.data),
    // Slots are taken by others all the time: read them again when the student comes back to the page.
    staleTime: 30_000,
  });
}

export interface SlotsAdded {
  cart: Cart | null;
  /** The slots the cart refused (taken meanwhile, no longer offered), with the error. */
  refused: { startsAt: string; error: unknown }[];
}

/**
 * `POST /api/keranjang/slot` for each chosen slot, one after the other (each answer is the whole cart, which replaces
 * the cached one). A refused slot does not stop the others; the free slots are read again afterwards.
 */
export function useAddSlotsToCart(classId: string) {
  const auth = useAuthClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (startsAts: readonly string[]): Promise<SlotsAdded> => {
      const result: SlotsAdded = { cart: null, refused: [] };
      for (const startsAt of startsAts) {
        const body: CartSlotAddBody = { classId, startsAt };
        try {
          const answer = await auth.request<CartResponse>('/keranjang/slot', { method: 'POST', json: body });
          result.cart = answer.data;
        } catch (error) {
          result.refused.push({ startsAt, error });
        }
      }
      return result;
    },
    onMutate: () => client.cancelQueries({ queryKey: cartKeys.cart() }),
    onSuccess: ({ cart }) => {
      if (cart) client.setQueryData(cartKeys.cart(), cart);
      else void client.invalidateQueries({ queryKey: cartKeys.cart() });
    },
    onSettled: () => client.invalidateQueries({ queryKey: bimbleKeys.slots(classId) }),
  });
}
