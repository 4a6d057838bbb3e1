import type { PaymentProviderName } from '@scola/contracts';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import { simulatorLedgerFor } from '../../modules/orders';
import { midtransProvider } from './midtrans';
import type { PaymentProvider } from './provider';
import { type SimulatorGateway, simulatorProvider } from './simulator';
import { resolveSimulatorServerKey } from './simulator-key';

export type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentNotice,
  PaymentOutcome,
  PaymentProvider,
} from './provider';
export {
  buildMidtransNotification,
  formatGrossAmount,
  midtransSignature,
  noticeFromMidtransBody,
  parseGrossAmount,
} from './midtrans-notification';
export { midtransProvider } from './midtrans';
export {
  simulatorNotification,
  simulatorPageUrl,
  simulatorProvider,
  simulatorSignature,
  type SimulatorChoice,
  type SimulatorGateway,
  type SimulatorResult,
} from './simulator';
export { resolveSimulatorServerKey, SIMULATOR_KEY_FILE } from './simulator-key';

export interface Payments {
  /** The provider new orders are paid through (`PAYMENT_PROVIDER`). */
  active: PaymentProvider;
  /**
   * A provider by the name in a notification route or stored on an order: the simulator always (its notification
   * route always exists), Midtrans when `MIDTRANS_SERVER_KEY` is set; undefined otherwise.
   */
  byName(name: string): PaymentProvider | undefined;
  /** The simulator, whose page's choice the buyer makes in the app (`choose`). */
  simulator: SimulatorGateway;
  /** Key the simulator signs with (`PAYMENT_SIMULATOR_SERVER_KEY`, else generated once per installation). */
  simulatorServerKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export interface PaymentsPluginOptions {
  /** Replaces providers built from the configuration (tests: a gateway that fails, …). */
  providers?: Partial<Record<PaymentProviderName, PaymentProvider>>;
}

/** The Midtrans provider when the configuration has its server key. */
export function midtransFromConfig(
  config: AppConfig,
  log: Parameters<typeof midtransProvider>[0]['log'],
  now: () => Date,
): PaymentProvider | undefined {
  const midtrans = config.payments.midtrans;
  if (!midtrans.serverKey) return undefined;
  return midtransProvider({
    serverKey: midtrans.serverKey,
    snapUrl: midtrans.snapUrl,
    apiUrl: midtrans.apiUrl,
    log,
    now,
  });
}

/** Decorates `app.payments` with the configured payment providers (see ADR 0010 and 0012). */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const simulatorServerKey = await resolveSimulatorServerKey(app.config);
    const simulator = simulatorProvider({
      serverKey: simulatorServerKey,
      ledger: simulatorLedgerFor(app.db.db),
    });
    const providers = new Map<string, PaymentProvider>([['simulator', simulator]]);
    const midtrans = midtransFromConfig(app.config, app.log.child({ module: 'payments' }), app.clock);
    if (midtrans) providers.set('midtrans', midtrans);
    for (const [name, provider] of Object.entries(options.providers ?? {})) {
      if (provider) providers.set(name, provider);
    }
    const active = providers.get(app.config.payments.provider);
    if (!active) {
      // loadConfig already requires MIDTRANS_SERVER_KEY for PAYMENT_PROVIDER=midtrans.
      throw new Error(`payment provider ${app.config.payments.provider} is not configured`);
    }
    app.decorate('payments', {
      active,
      byName: (name: string) => providers.get(name),
      simulator,
      simulatorServerKey,
    } satisfies Payments);
  },
  { name: 'scola-payments', dependencies: ['scola-app-context', 'scola-db'] },
);
