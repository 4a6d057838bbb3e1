import { isApiError } from '../../../auth/errors';

/** The pending order an `ORDER_ITEM_PENDING` refusal points at. */
export interface BlockingOrder {
  orderId: string;
  orderNumber: string;
}

/**
 * The pending order that holds an item of the cart, when `error` is the checkout's `ORDER_ITEM_PENDING` refusal
 * (its details carry `orderId` and `orderNumber`); `null` for any other error.
 */
export function blockingOrderOf(error: unknown): BlockingOrder | null {
  if (!isApiError(error) || error.code !== 'ORDER_ITEM_PENDING') return null;
  const details = error.details as { orderId?: unknown; orderNumber?: unknown } | null | undefined;
  const orderId = details?.orderId;
  const orderNumber = details?.orderNumber;
  if (typeof orderId !== 'string' || orderId === '' || typeof orderNumber !== 'string') return null;
  return { orderId, orderNumber };
}
