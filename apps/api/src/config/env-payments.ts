import { type PaymentProviderName, paymentProviderNames } from '@scola/contracts';
import { z } from 'zod';
import {
  booleanFlag,
  type ConfigProblem,
  type ConfigVariable,
  httpUrl,
  optional,
  withoutTrailingSlash,
} from './env-helpers';
import type { ServerEnv } from './env-server';

export const paymentsVariables = [
  {
    name: 'PAYMENT_PROVIDER',
    default: 'simulator',
    description:
      'Payment gateway of new orders: `midtrans` (Midtrans Snap; needs `MIDTRANS_SERVER_KEY`) or `simulator` (a page of the app where the buyer chooses to pay or to fail: no real money moves, and every page says so). The default `simulator` holds on the embedded database only: with `DATABASE_URL` set it must be chosen explicitly. See ADR 0010 and 0012.',
  },
  {
    name: 'PAYMENT_SIMULATOR_SERVER_KEY',
    default: undefined,
    description:
      "Key (at least 32 characters) signing the simulator's notifications. When unset, one is generated once and kept in `<DATA_DIR>/payment-simulator-key` (mode 0600); instances need not share it (ADR 0012).",
  },
  {
    name: 'MIDTRANS_SERVER_KEY',
    default: undefined,
    description:
      "Midtrans server key (dashboard: Settings → Access Keys); authenticates Snap and status API calls and verifies notifications. Required when `PAYMENT_PROVIDER=midtrans`. The dashboard's Payment Notification URL must be `<PUBLIC_URL>/api/pembayaran/notifikasi/midtrans`.",
  },
  {
    name: 'MIDTRANS_CLIENT_KEY',
    default: undefined,
    description: 'Midtrans client key (optional; only needed for the embedded Snap pop-up).',
  },
  {
    name: 'MIDTRANS_IS_PRODUCTION',
    default: 'false',
    description: "Use Midtrans's production environment (`true`) instead of its sandbox (`false`).",
  },
  {
    name: 'MIDTRANS_SNAP_URL',
    default: 'https://app.sandbox.midtrans.com',
    description:
      'Base URL of the Snap API (`https://app.midtrans.com` by default when `MIDTRANS_IS_PRODUCTION=true`); tests point it at a local stand-in.',
  },
  {
    name: 'MIDTRANS_API_URL',
    default: 'https://api.sandbox.midtrans.com',
    description:
      'Base URL of the Midtrans status API (`https://api.midtrans.com` by default when `MIDTRANS_IS_PRODUCTION=true`).',
  },
] as const satisfies readonly ConfigVariable[];

export const paymentsSchema = {
  PAYMENT_PROVIDER: optional(
    z.enum(paymentProviderNames, { error: `must be one of ${paymentProviderNames.join(', ')}` }),
  ),
  PAYMENT_SIMULATOR_SERVER_KEY: optional(z.string().trim().min(32, 'must be at least 32 characters long')),
  MIDTRANS_SERVER_KEY: optional(z.string().trim().min(8, 'must be at least 8 characters long')),
  MIDTRANS_CLIENT_KEY: optional(z.string().trim().min(1)),
  MIDTRANS_IS_PRODUCTION: booleanFlag(false),
  MIDTRANS_SNAP_URL: httpUrl('(the Snap API, e.g. https://app.midtrans.com)'),
  MIDTRANS_API_URL: httpUrl('(the status API, e.g. https://api.midtrans.com)'),
};

export const paymentsSecretVariables = ['MIDTRANS_SERVER_KEY', 'PAYMENT_SIMULATOR_SERVER_KEY'];

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsSchema>>;

export interface PaymentsConfig {
  payments: {
    /** Gateway of new orders. */
    provider: PaymentProviderName;
    /** Key signing and verifying the simulator's notifications; `undefined` = generated into `<dataDir>`. */
    simulatorServerKey: string | undefined;
    midtrans: {
      /** Required when `provider` is `midtrans`. */
      serverKey: string | undefined;
      clientKey: string | undefined;
      isProduction: boolean;
      /** Base URL of the Snap API, without a trailing slash. */
      snapUrl: string;
      /** Base URL of the Core/status API, without a trailing slash. */
      apiUrl: string;
    };
  };
}

export function paymentProviderProblem(e: PaymentsEnv & ServerEnv): ConfigProblem | undefined {
  if (!e.PAYMENT_PROVIDER && e.DATABASE_URL) {
    // A PostgreSQL server means a real deployment: taking "payments" that move no money must be a choice.
    return {
      variable: 'PAYMENT_PROVIDER',
      message:
        'must be set when DATABASE_URL is set: `midtrans` to take real payments (with MIDTRANS_SERVER_KEY), or `simulator` to run the payment simulator, where buyers choose to pay or fail and no real money moves (not set)',
    };
  }
  return undefined;
}

export function midtransProblem(e: PaymentsEnv): ConfigProblem | undefined {
  if (e.PAYMENT_PROVIDER === 'midtrans' && !e.MIDTRANS_SERVER_KEY) {
    return {
      variable: 'MIDTRANS_SERVER_KEY',
      message:
        'must be set when PAYMENT_PROVIDER=midtrans (the server key of the Midtrans dashboard, Settings → Access Keys) (not set)',
    };
  }
  return undefined;
}

export function paymentsConfig(e: PaymentsEnv): PaymentsConfig {
  const production = e.MIDTRANS_IS_PRODUCTION;
  return {
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'simulator',
      simulatorServerKey: e.PAYMENT_SIMULATOR_SERVER_KEY,
      midtrans: {
        serverKey: e.MIDTRANS_SERVER_KEY,
        clientKey: e.MIDTRANS_CLIENT_KEY,
        isProduction: production,
        snapUrl: withoutTrailingSlash(
          e.MIDTRANS_SNAP_URL ??
            (production ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com'),
        ),
        apiUrl: withoutTrailingSlash(
          e.MIDTRANS_API_URL ??
            (production ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com'),
        ),
      },
    },
  };
}
