import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The access-token signing secret: `JWT_SECRET` when set; otherwise the one kept in `<dataDir>/jwt-secret`,
 * generated once (48 random bytes, base64url, file mode 0600) so restarts keep sessions valid. Two processes
 * starting together agree on one secret: the file appears atomically (hard link of a complete temporary file).
 * (`loadConfig` already refuses production with `DATABASE_URL` and no `JWT_SECRET`: instances must share one.)
 */
export async function resolveJwtSecret(config: {
  jwtSecret: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const path = join(config.dataDir, JWT_SECRET_FILE);
  const existing = await readSecret(path);
  if (existing) return existing;

  await mkdir(config.dataDir, { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  const secret = await readSecret(path);
  if (!secret) throw new Error(`${path} is empty or shorter than 32 characters; delete it or set JWT_SECRET`);
  return secret;
}

async function readSecret(path: string): Promise<string | null> {
  try {
    const secret = (await readFile(path, 'utf8')).trim();
    return secret.length >= 32 ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
