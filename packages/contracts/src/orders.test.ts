import { describe, expect, it } from 'vitest';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  orderListQuerySchema,
  orderNumberParamsSchema,
  simulatorActionRequestSchema,
} from './orders';

describe('orders contracts', () => {
  it('lets a checkout say only which voucher to use', () => {
    expect(checkoutRequestSchema.parse({})).toEqual({});
    expect(checkoutRequestSchema.parse({ voucherCode: ' SCOLAHEMAT ' })).toEqual({
      voucherCode: 'SCOLAHEMAT',
    });
    for (const tampered of [
      { total: 1 },
      { voucherCode: 'A', price: 0 },
      { lines: [] },
      { voucherCode: '' },
    ]) {
      expect(checkoutRequestSchema.safeParse(tampered).success, JSON.stringify(tampered)).toBe(false);
    }
  });

  it('answers a checkout with the order and where to pay', () => {
    const answer = {
      data: {
        order: {
          id: '7d0c8f5e-3f7a-4c43-9d7c-3f1c1b1e2a10',
          number: 'SCL-20261121-7KQ4XZ',
          status: 'pending',
          subtotal: 150_000,
          discount: 15_000,
          total: 135_000,
          expiresAt: '2026-11-22T09:00:00.000Z',
        },
        payment: { provider: 'simulator', redirectUrl: '/#/pembayaran/simulator/SCL-20261121-7KQ4XZ' },
      },
    };
    expect(checkoutResponseSchema.parse(answer)).toEqual(answer);
  });

  it('reads list filters and simulator choices strictly', () => {
    expect(orderListQuerySchema.parse({ page: '2', status: 'paid' })).toEqual({
      page: 2,
      pageSize: 20,
      status: ['paid'],
    });
    expect(orderListQuerySchema.parse({ status: 'paid,refunded,paid' }).status).toEqual(['paid', 'refunded']);
    expect(orderListQuerySchema.safeParse({ status: 'paid,lunas' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ status: 'lunas' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(simulatorActionRequestSchema.safeParse({ result: 'pay' }).success).toBe(true);
    expect(simulatorActionRequestSchema.safeParse({ result: 'refund' }).success).toBe(false);
    expect(simulatorActionRequestSchema.safeParse({ result: 'pay', amount: 1 }).success).toBe(false);
    expect(orderNumberParamsSchema.safeParse({ number: 'SCL-20261121-7KQ4XZ' }).success).toBe(true);
    expect(orderNumberParamsSchema.safeParse({ number: "x' or 1=1" }).success).toBe(false);
  });
});
