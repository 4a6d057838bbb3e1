import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../auth/errors';
import { blockingOrderOf } from './pending-order';

describe('blockingOrderOf', () => {
  const id = '7b0c7a52-1f0e-4a57-9d5a-3f3d2b1c0a99';

  it('names the pending order of an ORDER_ITEM_PENDING refusal', () => {
    const error = new ApiError('ORDER_ITEM_PENDING', 409, 'sudah ada', {
      itemType: 'kelas',
      itemId: id,
      title: 'Aljabar',
      orderId: id,
      orderNumber: 'SCL-20261121-7KQ4XZ',
    });
    expect(blockingOrderOf(error)).toEqual({ orderId: id, orderNumber: 'SCL-20261121-7KQ4XZ' });
  });

  it('is null for other refusals and for a refusal without the order', () => {
    expect(
      blockingOrderOf(new ApiError('CONFLICT', 409, 'x', { orderId: id, orderNumber: 'SCL-1' })),
    ).toBeNull();
    expect(blockingOrderOf(new ApiError('ORDER_ITEM_PENDING', 409, 'x'))).toBeNull();
    expect(
      blockingOrderOf(new ApiError('ORDER_ITEM_PENDING', 409, 'x', { orderNumber: 'SCL-1' })),
    ).toBeNull();
    expect(blockingOrderOf(new Error('boom'))).toBeNull();
  });
});
