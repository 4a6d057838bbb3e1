import { readOrCreateSecretFile } from '../../lib/secret-file';

export const SIMULATOR_KEY_FILE = 'payment-simulator-key';

/**
 * The key the simulator signs its notifications with: `PAYMENT_SIMULATOR_SERVER_KEY` when set; otherwise one
 * generated for this installation and kept in `<dataDir>/payment-simulator-key` (mode 0600), so that no key
 * printed anywhere verifies a notification. Instances need not share it: the simulator's notification is
 * settled in the process that signed it (ADR 0012).
 */
export function resolveSimulatorServerKey(config: {
  dataDir: string;
  payments: { simulatorServerKey: string | undefined };
}): Promise<string> {
  const configured = config.payments.simulatorServerKey;
  return configured
    ? Promise.resolve(configured)
    : readOrCreateSecretFile(config.dataDir, SIMULATOR_KEY_FILE);
}
