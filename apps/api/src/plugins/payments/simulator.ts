import { randomBytes } from 'node:crypto';
import { buildMidtransNotification, noticeFromMidtransBody } from './midtrans-notification';
import type { PaymentProvider } from './provider';

/** Web route of the simulator's payment page for an order (hash router). */
export function simulatorPageUrl(orderNumber: string): string {
  return `/#/pembayaran/simulator/${encodeURIComponent(orderNumber)}`;
}

/**
 * The default provider: no gateway at all. "Paying" opens a page of the app where the buyer chooses to pay or to
 * fail; that choice becomes a notification in Midtrans's format, signed with the simulator's server key, delivered
 * to `POST /api/pembayaran/notifikasi/simulator` and verified like a real gateway's.
 */
export function simulatorProvider(serverKey: string): PaymentProvider {
  return {
    name: 'simulator',
    createPayment(input) {
      return Promise.resolve({
        reference: randomBytes(16).toString('hex'),
        redirectUrl: simulatorPageUrl(input.orderNumber),
      });
    },
    verifyNotification(body) {
      return noticeFromMidtransBody('simulator', body, serverKey);
    },
    fetchStatus() {
      // Nothing outside the app knows a simulated payment: the notification is the only source.
      return Promise.resolve(null);
    },
  };
}

export type SimulatorResult = 'pay' | 'fail';

/**
 * The notification the simulator page's choice produces: `pay` → `settlement`, `fail` → `deny`, signed with the
 * simulator's server key. `grossAmount` is the order's total in integer rupiah.
 */
export function simulatedNotification(
  input: { orderNumber: string; grossAmount: number; result: SimulatorResult; now: Date },
  serverKey: string,
): Record<string, string> {
  const paid = input.result === 'pay';
  return buildMidtransNotification(
    {
      orderId: input.orderNumber,
      grossAmount: input.grossAmount,
      transactionStatus: paid ? 'settlement' : 'deny',
      fraudStatus: paid ? 'accept' : null,
      transactionId: `sim-${randomBytes(12).toString('hex')}`,
      paymentType: 'bank_transfer',
      transactionTime: input.now,
      settlementTime: paid ? input.now : null,
      merchantId: 'SCOLA-SIMULATOR',
      statusMessage: paid ? 'Simulated payment settled' : 'Simulated payment denied',
    },
    serverKey,
  );
}
