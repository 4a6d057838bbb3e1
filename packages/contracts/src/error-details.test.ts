import { describe, expect, it } from 'vitest';
import { errorCodes } from './common';
import { errorDetailsOf, errorDetailsSchemas } from './error-details';

const id = '7b0c7a52-1f0e-4a57-9d5a-3f3d2b1c0a99';

describe('errorDetailsSchemas', () => {
  it('only names real error codes', () => {
    for (const code of Object.keys(errorDetailsSchemas)) expect(errorCodes).toContain(code);
  });

  it('reads the details the API sends', () => {
    expect(
      errorDetailsOf('ORDER_ITEM_PENDING', {
        itemType: 'kelas',
        itemId: id,
        title: 'Aljabar',
        orderId: id,
        orderNumber: 'SCL-20261121-7KQ4XZ',
      }),
    ).toMatchObject({ orderId: id, orderNumber: 'SCL-20261121-7KQ4XZ' });
    expect(errorDetailsOf('VOUCHER_MINIMUM_NOT_MET', { minimum: 150_000 })).toEqual({ minimum: 150_000 });
    expect(errorDetailsOf('ACCOUNT_LOCKED', { retryAfterSeconds: 600 })).toEqual({ retryAfterSeconds: 600 });
    expect(
      errorDetailsOf('VALIDATION_FAILED', [
        { location: 'body', path: 'email', code: 'invalid_format', message: 'x' },
      ]),
    ).toHaveLength(1);
  });

  it('gives undefined for details of another shape', () => {
    expect(errorDetailsOf('ORDER_ITEM_PENDING', { orderNumber: 'SCL-1' })).toBeUndefined();
    expect(errorDetailsOf('VOUCHER_MINIMUM_NOT_MET', { minimum: '150000' })).toBeUndefined();
    expect(errorDetailsOf('ACCOUNT_LOCKED', undefined)).toBeUndefined();
  });
});
