import type { PaymentProviderName } from '@scola/contracts';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import { midtransProvider } from './midtrans';
import type { PaymentProvider } from './provider';
import { simulatorProvider } from './simulator';

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
  simulatedNotification,
  simulatorPageUrl,
  simulatorProvider,
  type SimulatorResult,
} from './simulator';

export interface Payments {
  /** The provider new orders are paid through (`PAYMENT_PROVIDER`). */
  active: PaymentProvider;
  /**
   * A provider by the name in a notification route or stored on an order: the simulator always (its notification
   * route always exists), Midtrans when `MIDTRANS_SERVER_KEY` is set; undefined otherwise.
   */
  byName(name: string): PaymentProvider | undefined;
  /** Key the simulator signs its Midtrans-format notifications with (`PAYMENT_SIMULATOR_SERVER_KEY`). */
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

/** The providers the configuration enables, by name. */
export function providersFromConfig(
  config: AppConfig,
  log: Parameters<typeof midtransProvider>[0]['log'],
  now: () => Date,
): Map<string, PaymentProvider> {
  const providers = new Map<string, PaymentProvider>();
  providers.set('simulator', simulatorProvider(config.payments.simulatorServerKey));
  const midtrans = config.payments.midtrans;
  if (midtrans.serverKey) {
    providers.set(
      'midtrans',
      midtransProvider({
        serverKey: midtrans.serverKey,
        snapUrl: midtrans.snapUrl,
        apiUrl: midtrans.apiUrl,
        log,
        now,
      }),
    );
  }
  return providers;
}

/** Decorates `app.payments` with the configured payment providers (see ADR 0010). */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  (app, options, done) => {
    const providers = providersFromConfig(app.config, app.log.child({ module: 'payments' }), app.clock);
    for (const [name, provider] of Object.entries(options.providers ?? {})) {
      if (provider) providers.set(name, provider);
    }
    const active = providers.get(app.config.payments.provider);
    if (!active) {
      // loadConfig already requires MIDTRANS_SERVER_KEY for PAYMENT_PROVIDER=midtrans.
      done(new Error(`payment provider ${app.config.payments.provider} is not configured`));
      return;
    }
    app.decorate('payments', {
      active,
      byName: (name: string) => providers.get(name),
      simulatorServerKey: app.config.payments.simulatorServerKey,
    } satisfies Payments);
    done();
  },
  { name: 'scola-payments', dependencies: ['scola-app-context'] },
);
