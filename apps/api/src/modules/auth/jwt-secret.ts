import { readOrCreateSecretFile } from '../../lib/secret-file';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The access-token signing secret: `JWT_SECRET` when set; otherwise the one kept in `<dataDir>/jwt-secret`,
 * generated once (see `readOrCreateSecretFile`: mode 0600, two processes starting together agree on one) so
 * restarts keep sessions valid. (`loadConfig` already refuses production with `DATABASE_URL` and no `JWT_SECRET`:
 * instances must share one.)
 */
export async function resolveJwtSecret(config: {
  jwtSecret: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  return readOrCreateSecretFile(config.dataDir, JWT_SECRET_FILE, { hint: ' or set JWT_SECRET' });
}
