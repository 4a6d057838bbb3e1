import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MidtransStandIn, startMidtransStandIn } from '../../test/midtrans-standin';
import { AppError } from '../../lib/app-error';
import { midtransProvider } from './midtrans';
import type { PaymentProvider } from './provider';

const NOW = new Date('2026-11-21T03:00:00Z');

describe('Midtrans refund API against the stand-in', () => {
  let standIn: MidtransStandIn;
  let provider: PaymentProvider;
  const log = { warn: vi.fn(), error: vi.fn() };
  let sequence = 0;

  /** A Snap transaction of 300 000 rupiah at the stand-in, settled unless told. */
  async function transaction(settled = true): Promise<string> {
    sequence += 1;
    const orderNumber = `SCL-20261121-R${String(sequence).padStart(3, '0')}`;
    await provider.createPayment({
      orderNumber,
      grossAmount: 300_000,
      expiresAt: new Date(NOW.getTime() + 3_600_000),
      customer: { name: 'Siti', email: 'siti@example.test', phone: null },
      items: [{ id: 'kelas:1', name: 'Kelas', price: 300_000, quantity: 1 }],
      finishUrl: 'http://localhost:3000/#/transaksi',
    });
    if (settled) await standIn.settle(orderNumber, { silent: true });
    else await standIn.pend(orderNumber, { silent: true });
    return orderNumber;
  }

  beforeAll(async () => {
    standIn = await startMidtransStandIn({ now: () => NOW });
    provider = midtransProvider({
      serverKey: standIn.serverKey,
      snapUrl: standIn.url,
      apiUrl: standIn.url,
      log,
      now: () => NOW,
    });
  });

  afterAll(() => standIn.close());

  it('refunds part, then the rest; a refund key asked again refunds once', async () => {
    const orderNumber = await transaction();
    const input = { orderNumber, refundKey: 'refund-a', amount: 100_000, reason: 'Kelas dibatalkan' };
    expect(await provider.refund(input)).toEqual({ transactionStatus: 'partial_refund' });
    expect(await provider.refund(input)).toEqual({ transactionStatus: 'partial_refund' });
    const call = standIn.requests.find((request) => request.path === `/v2/${orderNumber}/refund`);
    expect(call?.body).toEqual({ refund_key: 'refund-a', amount: 100_000, reason: 'Kelas dibatalkan' });
    expect([...(standIn.transactions.get(orderNumber)?.refunds.values() ?? [])]).toHaveLength(1);
    expect(
      await provider.refund({ orderNumber, refundKey: 'refund-b', amount: 200_000, reason: 'Sisa pesanan' }),
    ).toEqual({ transactionStatus: 'refund' });
    expect((await provider.fetchStatus(orderNumber))?.outcome).toBe('refunded');
  });

  it('reports a refusal (not settled, too much, wrong key) as PAYMENT_GATEWAY_UNAVAILABLE and logs it', async () => {
    const pending = await transaction(false);
    const settled = await transaction();
    const refusals = [
      provider.refund({ orderNumber: pending, refundKey: 'k1', amount: 1_000, reason: 'Belum lunas' }),
      provider.refund({ orderNumber: settled, refundKey: 'k2', amount: 300_001, reason: 'Terlalu banyak' }),
      midtransProvider({
        serverKey: 'SB-Mid-server-wrong',
        snapUrl: standIn.url,
        apiUrl: standIn.url,
        log,
      }).refund({ orderNumber: settled, refundKey: 'k3', amount: 1_000, reason: 'Kunci salah' }),
    ];
    for (const refusal of refusals) {
      const error = await refusal.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    }
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'refund', gatewayMessages: expect.anything() as unknown }),
      'Midtrans refused the request',
    );
    expect(standIn.transactions.get(settled)?.transactionStatus).toBe('settlement');
  });
});
