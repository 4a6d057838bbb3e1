import { describe, expect, it } from 'vitest';
import { orderListPath, statusParam } from './orders';

describe('order list query', () => {
  it('sends one status, several comma-separated, or none', () => {
    expect(statusParam('paid')).toBe('paid');
    expect(statusParam(['paid', 'refunded'])).toBe('paid,refunded');
    expect(statusParam([])).toBeUndefined();
    expect(statusParam(undefined)).toBeUndefined();
  });

  it('builds the list path with its page', () => {
    expect(orderListPath({ status: ['paid', 'refunded'], page: 2, pageSize: 10 })).toBe(
      '/transaksi?page=2&pageSize=10&status=paid%2Crefunded',
    );
    expect(orderListPath({ page: 1, pageSize: 5 })).toBe('/transaksi?page=1&pageSize=5');
  });
});
