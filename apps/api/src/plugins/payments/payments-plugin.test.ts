import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env';
import { testConfig } from '../../test/test-app';
import { AppError } from '../errors/app-error';
import { appContextPlugin } from '../app-context';
import { paymentsPlugin, simulatedNotification } from './index';

async function paymentsOf(env: Record<string, string> = {}) {
  const app = Fastify({ logger: false });
  await app.register(appContextPlugin, { config: testConfig(env), clock: () => new Date() });
  await app.register(paymentsPlugin);
  await app.ready();
  const { payments } = app;
  await app.close();
  return payments;
}

function configProblems(env: Record<string, string>): Array<{ variable: string; message: string }> {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('payment configuration', () => {
  it('defaults to the simulator and the Midtrans sandbox', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'simulator',
      simulatorServerKey: 'SB-Mid-server-scola-simulator',
      midtrans: {
        serverKey: undefined,
        clientKey: undefined,
        isProduction: false,
        snapUrl: 'https://app.sandbox.midtrans.com',
        apiUrl: 'https://api.sandbox.midtrans.com',
      },
    });
  });

  it('reads the Midtrans settings, with production URLs by default in production', () => {
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'midtrans',
        MIDTRANS_SERVER_KEY: 'Mid-server-abcdefgh',
        MIDTRANS_CLIENT_KEY: 'Mid-client-abcdefgh',
        MIDTRANS_IS_PRODUCTION: 'true',
        PAYMENT_SIMULATOR_SERVER_KEY: 'another-simulator-key',
      }).payments,
    ).toEqual({
      provider: 'midtrans',
      simulatorServerKey: 'another-simulator-key',
      midtrans: {
        serverKey: 'Mid-server-abcdefgh',
        clientKey: 'Mid-client-abcdefgh',
        isProduction: true,
        snapUrl: 'https://app.midtrans.com',
        apiUrl: 'https://api.midtrans.com',
      },
    });
    expect(
      loadConfig({ MIDTRANS_SNAP_URL: 'http://127.0.0.1:4010/', MIDTRANS_API_URL: 'http://127.0.0.1:4010' })
        .payments.midtrans,
    ).toMatchObject({ snapUrl: 'http://127.0.0.1:4010', apiUrl: 'http://127.0.0.1:4010' });
  });

  it('fails fast when Midtrans is chosen without its server key', () => {
    expect(configProblems({ PAYMENT_PROVIDER: 'midtrans' })).toEqual([
      {
        variable: 'MIDTRANS_SERVER_KEY',
        message: expect.stringContaining('PAYMENT_PROVIDER=midtrans') as string,
      },
    ]);
  });

  it('names bad payment variables without echoing keys', () => {
    const problems = configProblems({
      PAYMENT_PROVIDER: 'paypal',
      MIDTRANS_SERVER_KEY: 'short',
      MIDTRANS_SNAP_URL: 'ftp://midtrans',
      MIDTRANS_IS_PRODUCTION: 'yes',
    });
    expect(problems.map((problem) => problem.variable).sort()).toEqual([
      'MIDTRANS_IS_PRODUCTION',
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_SNAP_URL',
      'PAYMENT_PROVIDER',
    ]);
    expect(JSON.stringify(problems)).not.toContain('short');
  });
});

describe('paymentsPlugin', () => {
  it('uses the simulator by default; Midtrans is unknown without a server key', async () => {
    const payments = await paymentsOf();
    expect(payments.active.name).toBe('simulator');
    expect(payments.byName('simulator')).toBe(payments.active);
    expect(payments.byName('midtrans')).toBeUndefined();
    expect(payments.byName('paypal')).toBeUndefined();
    expect(payments.simulatorServerKey).toBe('SB-Mid-server-scola-simulator');
  });

  it('uses Midtrans when configured, keeping the simulator for its own notifications', async () => {
    const payments = await paymentsOf({
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-x1y2z3',
    });
    expect(payments.active.name).toBe('midtrans');
    expect(payments.byName('simulator')?.name).toBe('simulator');
  });

  it('keeps Midtrans available for notifications after switching back to the simulator', async () => {
    const payments = await paymentsOf({ MIDTRANS_SERVER_KEY: 'SB-Mid-server-x1y2z3' });
    expect(payments.active.name).toBe('simulator');
    expect(payments.byName('midtrans')?.name).toBe('midtrans');
  });
});

describe('simulator provider', () => {
  it('sends the buyer to the simulator page and knows no status', async () => {
    const simulator = (await paymentsOf()).active;
    const first = await simulator.createPayment({
      orderNumber: 'SCL-20261121-0042',
      grossAmount: 150000,
      expiresAt: new Date(Date.now() + 3600_000),
      customer: { name: 'Budi', email: 'budi@example.test', phone: null },
      items: [{ id: 'kelas:1', name: 'Kelas', price: 150000, quantity: 1 }],
      finishUrl: 'http://localhost/#/transaksi',
    });
    const second = await simulator.createPayment({
      orderNumber: 'SCL-20261121-0043',
      grossAmount: 0,
      expiresAt: new Date(),
      customer: { name: 'Budi', email: 'budi@example.test', phone: null },
      items: [],
      finishUrl: 'http://localhost/#/transaksi',
    });
    expect(first.redirectUrl).toBe('/#/pembayaran/simulator/SCL-20261121-0042');
    expect(first.reference).toMatch(/^[0-9a-f]{32}$/);
    expect(second.reference).not.toBe(first.reference);
    expect(await simulator.fetchStatus('SCL-20261121-0042')).toBeNull();
  });

  it("verifies the simulator page's notifications with the simulator key only", async () => {
    const payments = await paymentsOf({ PAYMENT_SIMULATOR_SERVER_KEY: 'simulator-key-for-tests' });
    const now = new Date('2026-11-21T05:00:00Z');
    const paid = simulatedNotification(
      { orderNumber: 'SCL-20261121-0042', grossAmount: 150000, result: 'pay', now },
      payments.simulatorServerKey,
    );
    expect(paid).toMatchObject({
      gross_amount: '150000.00',
      transaction_status: 'settlement',
      status_code: '200',
    });
    expect(payments.active.verifyNotification(paid)).toMatchObject({
      provider: 'simulator',
      orderNumber: 'SCL-20261121-0042',
      outcome: 'paid',
      amount: 150000,
      occurredAt: now,
    });
    const failed = simulatedNotification(
      { orderNumber: 'SCL-20261121-0042', grossAmount: 150000, result: 'fail', now },
      payments.simulatorServerKey,
    );
    expect(payments.active.verifyNotification(failed)).toMatchObject({
      outcome: 'failed',
      statusCode: '202',
    });

    const forged = simulatedNotification(
      { orderNumber: 'SCL-20261121-0042', grossAmount: 150000, result: 'pay', now },
      'SB-Mid-server-scola-simulator',
    );
    expect(() => payments.active.verifyNotification(forged)).toThrow(AppError);
    expect(() => payments.active.verifyNotification(forged)).toThrow(/Tanda tangan/);
  });
});
