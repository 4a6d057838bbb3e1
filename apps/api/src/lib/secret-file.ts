import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A secret kept in `<dir>/<name>`: read when it is there, else generated once (48 random bytes, base64url, file
 * mode 0600). Two processes starting together agree on one secret: the file appears atomically (hard link of a
 * complete temporary file), and whoever loses the race reads the winner's.
 */
export async function readOrCreateSecretFile(
  dir: string,
  name: string,
  options: {
    minLength?: number;
    /** Appended to the error of a file too short (how else to fix it). */ hint?: string;
  } = {},
): Promise<string> {
  const { minLength = 32, hint = '' } = options;
  const path = join(dir, name);
  const existing = await readSecret(path, minLength);
  if (existing) return existing;

  await mkdir(dir, { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  const secret = await readSecret(path, minLength);
  if (!secret) throw new Error(`${path} is empty or shorter than ${minLength} characters; delete it${hint}`);
  return secret;
}

async function readSecret(path: string, minLength: number): Promise<string | null> {
  try {
    const secret = (await readFile(path, 'utf8')).trim();
    return secret.length >= minLength ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
