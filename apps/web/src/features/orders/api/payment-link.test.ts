import { describe, expect, it } from 'vitest';
import { paymentTarget } from './payment-link';

describe('paymentTarget', () => {
  const here = 'https://scola.example/#/checkout?voucher=SCOLAHEMAT';

  it('opens the simulator page of the app in the router', () => {
    expect(paymentTarget('/#/pembayaran/simulator/SCL-20261121-7KQ4XZ', here)).toEqual({
      inApp: '/pembayaran/simulator/SCL-20261121-7KQ4XZ',
    });
  });

  it('opens a free order’s own page (an absolute link to this app) in the router', () => {
    expect(paymentTarget('https://scola.example/#/transaksi/detil?id=abc', here)).toEqual({
      inApp: '/transaksi/detil?id=abc',
    });
  });

  it('leaves the app for a gateway’s page', () => {
    expect(paymentTarget('https://app.sandbox.midtrans.com/snap/v4/redirection/tok', here)).toEqual({
      external: 'https://app.sandbox.midtrans.com/snap/v4/redirection/tok',
    });
    expect(paymentTarget('//evil.example/#/transaksi', here)).toEqual({
      external: 'https://evil.example/#/transaksi',
    });
  });
});
