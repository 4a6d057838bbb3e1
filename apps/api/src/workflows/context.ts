import type { PaymentProviderName } from '@scola/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { AppTopics, Outbox } from '../modules/jobs';
import type { Mailer } from '../modules/mail';
import type { BackgroundTasks, Clock } from '../plugins/app-context';
import type { PaymentProvider } from '../plugins/payments/provider';
import type { SimulatorGateway } from '../plugins/payments/simulator';

/** The payment gateways as the payments plugin offers them (`app.payments`). */
export interface PaymentGateways {
  active: PaymentProvider;
  byName(name: PaymentProviderName): PaymentProvider | undefined;
  /** The simulator, where the buyer's choice is made. */
  simulator: SimulatorGateway;
}

/** What the buying workflows need from the app (tests build it from a real app). */
export interface BuyingContext {
  db: Database;
  payments: PaymentGateways;
  mailer: Mailer;
  /** Events written in a workflow's transaction and delivered after commit (`order.paid`, …). */
  jobs: Outbox<AppTopics>;
  background: BackgroundTasks;
  clock: Clock;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** The order's page in the web app (hash router), where the buyer comes back to after paying. */
export function orderPageUrl(config: AppConfig, orderId: string): string {
  return `${config.publicUrl}/#/transaksi/detil?id=${orderId}`;
}

/** PostgreSQL error code of a failed query (drizzle wraps the driver's error as `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `work` again (up to `attempts` times) when PostgreSQL chose it as a deadlock or serialisation victim. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= attempts || (code !== '40P01' && code !== '40001' && code !== '23505')) throw error;
    }
  }
}
