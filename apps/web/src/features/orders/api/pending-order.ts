import { type ErrorDetails, errorDetailsOf } from '@scola/contracts';
import { isApiError } from '../../../auth/errors';

/** The pending order an `ORDER_ITEM_PENDING` refusal points at. */
export type BlockingOrder = Pick<ErrorDetails<'ORDER_ITEM_PENDING'>, 'orderId' | 'orderNumber'>;

/**
 * The pending order that holds an item of the cart, when `error` is the checkout's `ORDER_ITEM_PENDING` refusal
 * (its details carry `orderId` and `orderNumber`); `null` for any other error.
 */
export function blockingOrderOf(error: unknown): BlockingOrder | null {
  if (!isApiError(error) || error.code !== 'ORDER_ITEM_PENDING') return null;
  const details = errorDetailsOf('ORDER_ITEM_PENDING', error.details);
  return details ? { orderId: details.orderId, orderNumber: details.orderNumber } : null;
}
