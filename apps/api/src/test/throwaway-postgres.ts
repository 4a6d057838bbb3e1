import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the PostgreSQL 15 server binaries live (Debian's layout unless `POSTGRES_BIN_DIR` says otherwise). */
export const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** A PostgreSQL cluster of its own, on a free local port, that a test may restart and stop at will. */
export interface ThrowawayCluster {
  port: number;
  /** URL of `database` on this cluster (user `postgres`, trust authentication). */
  url(database?: string): string;
  /** `pg_ctl stop -m <mode>`. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** The server's log (for a failing test's message). */
  log(): Promise<string>;
  /** Stops the server (immediately) and removes its folder; safe to call more than once and after a failure. */
  destroy(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Creates and starts a cluster in a temporary folder. The server refuses to run as root, so as root (CI) every
 * command runs as the `postgres` user (`runuser`) in a folder it owns. Flushing to disk is off (the cluster lives
 * for one test); an immediate shutdown still loses no committed transaction (crash recovery on the next start).
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const pgCtl = join(postgresBinDir, 'pg_ctl');
  if (!existsSync(pgCtl)) {
    throw new Error(`PostgreSQL server binaries not found in ${postgresBinDir} (set POSTGRES_BIN_DIR)`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'scola-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const asRoot = process.getuid?.() === 0;
  const command = (binary: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(postgresBinDir, binary), ...args], { timeout: 60_000 })
      : run(join(postgresBinDir, binary), args, { timeout: 60_000 });

  let destroyed = false;
  let started = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    if (started) await command('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(group.trim()));
    }
    await command('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      // Safe against a killed server process (what the tests do), not against a machine crash. Commits stay
      // synchronous: an asynchronous commit may be lost by an immediate shutdown, which is not what is tested.
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c max_connections=60',
    ].join(' ');
    const start = async () => {
      await command('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '30', 'start']);
      started = true;
    };
    await start();
    return {
      port,
      url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
      async stop(mode = 'fast') {
        await command('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
      },
      start,
      log: () => readFile(logFile, 'utf8').catch(() => ''),
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}
