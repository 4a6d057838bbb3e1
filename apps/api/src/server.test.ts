import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real server entry point the way `npm start` does, with the given environment. */
function startServer(env: Record<string, string>, untilOutput?: RegExp): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@scola/source', '--import', 'tsx', serverEntry], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    });
    let stdout = '';
    let stderr = '';
    let stopping = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stopping && untilOutput?.test(stdout)) {
        stopping = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('server start-up', () => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('refuses bad configuration, naming every bad variable, without a stack trace', async () => {
    const result = await startServer({ PORT: 'abc', DATABASE_URL: 'mysql://user:secret@db/scola' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).toMatch(/DATABASE_URL/);
    expect(result.stderr).not.toMatch(/secret/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses to take payments through the simulator on a PostgreSQL server unless chosen explicitly', async () => {
    const result = await startServer({
      DATABASE_URL: 'postgres://scola@db.invalid:5432/scola',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/PAYMENT_PROVIDER: must be set when DATABASE_URL is set/);
    expect(result.stderr).toMatch(/no real money moves/);
  });

  it('starts on the embedded database, then shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'scola-server-test-'));
    dataDirs.push(dataDir);
    const result = await startServer(
      {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        WEB_DIST_DIR: join(dataDir, 'no-web'),
      },
      /listening on/,
    );
    expect(result.stdout).toMatch(/listening on/);
    // The start-up line says that payments are simulated.
    expect(result.stdout).toMatch(/listening on .*payments: payment simulator, no real money moves/);
    expect(result.stdout).toMatch(/"paymentProvider":"simulator"/);
    expect(result.stdout).toMatch(/shutting down/);
    expect(result.code).toBe(0);
  }, 60_000);
});
