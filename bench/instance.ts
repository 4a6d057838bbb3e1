/**
 * One API instance as production runs it: `apps/api/src/server.ts` in its own Node process (migrations under the
 * advisory lock, optional demo data, then listening), for the benchmarks that go through HTTP. The caller passes
 * the environment (DATABASE_URL, REDIS_URL, JWT_SECRET, …); the instance is ready when `/api/health` answers 200.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** CPU time (µs, user + system) the process has used so far; NaN where /proc is unavailable (not Linux). */
  cpuUs(): number;
  stop(): Promise<void>;
}

const READY_WITHIN_MS = 180_000;

export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<Instance> {
  const child = spawn(
    process.execPath,
    ['--conditions=@scola/source', '--import', 'tsx', ...nodeOptions, 'apps/api/src/server.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Warnings and errors of the instance stay visible, prefixed with its name.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) => {
      for (const line of text.split('\n').filter(Boolean)) console.warn(`[${name}] ${line.slice(0, 400)}`);
    });
  }
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`instance ${name} exited (${code})`))),
  );
  exited.catch(() => undefined);
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > READY_WITHIN_MS) throw new Error(`instance ${name} not ready in time`);
    const healthy = await Promise.race([
      fetch(`${url}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      ),
      exited,
    ]);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    port,
    url,
    child,
    cpuUs: () => processCpuUs(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** CPU time (µs) of a process from /proc (utime + stime, in clock ticks of 1/100 s); NaN elsewhere. */
export function processCpuUs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** The machine's load average, printed beside every figure (the benchmark machines are shared). */
export const loadLine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`;
