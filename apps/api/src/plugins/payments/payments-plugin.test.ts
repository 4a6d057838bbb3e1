import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env';
import { simulatorLedgerFor } from '../../modules/orders';
import { createTestDatabase, type TestDatabase, testConfig, testDatabases } from '../../test/test-app';
import { appContextPlugin } from '../app-context';
import { dbPlugin } from '../db';
import { AppError } from '../../lib/app-error';
import { type Payments, paymentsPlugin, SIMULATOR_KEY_FILE, simulatorNotification } from './index';

function configProblems(env: Record<string, string>): Array<{ variable: string; message: string }> {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

describe('payment configuration', () => {
  it('defaults to the simulator on the embedded database, with a generated key, and the Midtrans sandbox', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'simulator',
      simulatorServerKey: undefined,
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
        PAYMENT_SIMULATOR_SERVER_KEY: 'another-simulator-key-0123456789abcdef',
      }).payments,
    ).toEqual({
      provider: 'midtrans',
      simulatorServerKey: 'another-simulator-key-0123456789abcdef',
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
      PAYMENT_SIMULATOR_SERVER_KEY: 'SB-Mid-server-scola-simulator',
    });
    expect(problems.map((problem) => problem.variable).sort()).toEqual([
      'MIDTRANS_IS_PRODUCTION',
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_SNAP_URL',
      'PAYMENT_PROVIDER',
      'PAYMENT_SIMULATOR_SERVER_KEY',
    ]);
    expect(JSON.stringify(problems)).not.toContain('short');
    expect(JSON.stringify(problems)).not.toContain('scola-simulator');
  });
});

describe('paymentsPlugin', () => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.destroy();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function paymentsOf(env: Record<string, string> = {}): Promise<Payments> {
    const app = Fastify({ logger: false });
    await app.register(appContextPlugin, { config: testConfig(env), clock: () => new Date() });
    await app.register(dbPlugin, { database: database.handle });
    await app.register(paymentsPlugin);
    await app.ready();
    const { payments } = app;
    await app.close();
    return payments;
  }

  it('uses the simulator by default; Midtrans is unknown without a server key', async () => {
    const payments = await paymentsOf();
    expect(payments.active.name).toBe('simulator');
    expect(payments.byName('simulator')).toBe(payments.active);
    expect(payments.simulator).toBe(payments.active);
    expect(payments.byName('midtrans')).toBeUndefined();
    expect(payments.byName('paypal')).toBeUndefined();
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

  it('generates the simulator key once per installation (mode 0600) and keeps it; a configured key wins', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'scola-simulator-key-'));
    dataDirs.push(dataDir);
    const env = { DATA_DIR: dataDir, PAYMENT_SIMULATOR_SERVER_KEY: '' };
    const first = await paymentsOf(env);
    expect(first.simulatorServerKey).toMatch(/^[\w-]{64}$/);
    expect((await stat(join(dataDir, SIMULATOR_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect((await paymentsOf(env)).simulatorServerKey).toBe(first.simulatorServerKey);

    const other = await mkdtemp(join(tmpdir(), 'scola-simulator-key-'));
    dataDirs.push(other);
    const elsewhere = await paymentsOf({ DATA_DIR: other, PAYMENT_SIMULATOR_SERVER_KEY: '' });
    expect(elsewhere.simulatorServerKey).not.toBe(first.simulatorServerKey);

    const configured = 'configured-simulator-key-0123456789abcdef';
    const chosen = await paymentsOf({ DATA_DIR: dataDir, PAYMENT_SIMULATOR_SERVER_KEY: configured });
    expect(chosen.simulatorServerKey).toBe(configured);
  });
});

describe.each(testDatabases())('simulator provider (%s)', (kind) => {
  let database: TestDatabase;
  let payments: Payments;
  let app: FastifyInstance;
  const key = 'simulator-key-for-tests-0123456789abcdef';
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = Fastify({ logger: false });
    await app.register(appContextPlugin, {
      config: testConfig({ PAYMENT_SIMULATOR_SERVER_KEY: key }),
      clock: () => new Date(),
    });
    await app.register(dbPlugin, { database: database.handle });
    await app.register(paymentsPlugin);
    await app.ready();
    payments = app.payments;
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('sends the buyer to the simulator page and knows no status before the buyer chose', async () => {
    const simulator = payments.simulator;
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

  it("records the buyer's choice, answers it as its status and signs the status into its notification", async () => {
    const simulator = payments.simulator;
    const now = new Date('2026-11-21T05:00:00Z');
    const paid = await simulator.choose({
      orderNumber: 'SCL-20261121-0050',
      grossAmount: 150000,
      result: 'pay',
      now,
    });
    expect(paid).toMatchObject({
      order_id: 'SCL-20261121-0050',
      gross_amount: '150000.00',
      transaction_status: 'settlement',
      status_code: '200',
      // Signed by hand: the status is part of what the simulator signs.
      signature_key: sha512(`SCL-20261121-0050200150000.00settlement${key}`),
    });
    expect(simulator.verifyNotification(paid)).toMatchObject({
      outcome: 'paid',
      amount: 150000,
      occurredAt: now,
    });
    expect(await simulator.fetchStatus('SCL-20261121-0050')).toMatchObject({
      provider: 'simulator',
      orderNumber: 'SCL-20261121-0050',
      transactionStatus: 'settlement',
      statusCode: '200',
      amount: 150000,
      outcome: 'paid',
    });

    // Changing the status breaks the signature; a Midtrans-scheme signature with the right key does not verify.
    for (const status of ['refund', 'cancel', 'expire', 'deny']) {
      expect(() => simulator.verifyNotification({ ...paid, transaction_status: status })).toThrow(
        /Tanda tangan/,
      );
    }
    const midtransScheme = { ...paid, signature_key: sha512(`SCL-20261121-0050200150000.00${key}`) };
    expect(() => simulator.verifyNotification(midtransScheme)).toThrow(AppError);

    const failed = await simulator.choose({
      orderNumber: 'SCL-20261121-0051',
      grossAmount: 150000,
      result: 'fail',
      now,
    });
    expect(simulator.verifyNotification(failed)).toMatchObject({ outcome: 'failed', statusCode: '202' });
    expect((await simulator.fetchStatus('SCL-20261121-0051'))?.transactionStatus).toBe('deny');
  });

  it('refuses notifications signed with another key, such as the one the README once printed', async () => {
    const transaction = {
      orderNumber: 'SCL-20261121-0060',
      grossAmount: 150000,
      transactionStatus: 'settlement',
      transactionId: 'tx-60',
      paymentType: 'bank_transfer',
      transactionTime: new Date(),
      settlementTime: new Date(),
    };
    await simulatorLedgerFor(database.handle.db).record(transaction);
    const forged = simulatorNotification(transaction, 'SB-Mid-server-scola-simulator');
    expect(() => payments.simulator.verifyNotification(forged)).toThrow(/Tanda tangan/);
    expect(payments.simulator.verifyNotification(simulatorNotification(transaction, key))).toMatchObject({
      outcome: 'paid',
    });
  });
});
