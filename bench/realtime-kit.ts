/** Helpers of `bench/realtime.ts`: the database, the client workers and the latency figures. */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/api/src/db/client';
import type { ClientsData } from './realtime-clients';

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function percentiles(samples: number[]) {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN, count: sorted.length };
}

export async function openDatabase(
  serverUrl: string | undefined,
): Promise<{ label: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  if (!serverUrl) {
    const handle = await openPglite();
    return { label: 'PGlite (in memory)', handle, drop: () => handle.close() };
  }
  const name = `scola_bench_realtime_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 10 });
  return {
    label: `PostgreSQL (${url.host})`,
    handle,
    async drop() {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export interface Clients {
  worker: Worker;
  /** The instance its sockets are connected to (0: the announcing one). */
  instance: number;
  count: number;
}

export function startClients(data: ClientsData, instance: number): Promise<Clients> {
  const worker = new Worker(new URL('./realtime-clients.ts', import.meta.url), { workerData: data });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: { type: string; message?: string }) => {
      if (message.type === 'ready') resolve({ worker, instance, count: data.count });
      else reject(new Error(message.message ?? message.type));
    });
  });
}

export function drain(clients: Clients): Promise<Float64Array> {
  return new Promise((resolve) => {
    clients.worker.once('message', (message: { arrivals: Float64Array }) => resolve(message.arrivals));
    clients.worker.postMessage({ type: 'drain' });
  });
}

/**
 * Arrival latencies (ms from the announcement's start) of the seqs in `starts`, grouped by `group(seq, instance)`
 * (`instance`: where the socket is connected); also counts the arrivals per seq.
 */
export async function latencies(
  all: Clients[],
  starts: Map<number, number>,
  group: (seq: number, instance: number) => string,
) {
  const groups = new Map<string, number[]>();
  const perSeq = new Map<number, number>();
  await Promise.all(
    all.map(async (clients) => {
      const pairs = await drain(clients);
      for (let i = 0; i < pairs.length; i += 2) {
        const seq = pairs[i] ?? NaN;
        const start = starts.get(seq);
        if (start === undefined) continue;
        const key = group(seq, clients.instance);
        const samples = groups.get(key) ?? [];
        groups.set(key, samples);
        samples.push((pairs[i + 1] ?? NaN) - start);
        perSeq.set(seq, (perSeq.get(seq) ?? 0) + 1);
      }
    }),
  );
  return { groups, perSeq };
}
