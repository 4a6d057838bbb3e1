/** HTTP and socket helpers of `bench/cluster.ts`: calls to one instance, demo sign-ins, sockets waiting for events. */
import { randomInt } from 'node:crypto';
import { REALTIME_PATH } from '@scola/contracts';
import { io, type Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed-data';

/** A private address (10.0.0.0/8) no other check or run uses: each check counts its own rate limit. */
export const freshAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: object; from?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      'x-forwarded-for': options.from ?? freshAddress(),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export const dataOf = <T>(answer: { body: Record<string, unknown> }) => answer.body.data as T;

export async function signIn(base: string, email: string) {
  const answer = await call(base, 'POST', '/api/auth/scola/signin', {
    body: { email, password: DEMO_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return dataOf<{ token: string; refreshToken: string }>(answer);
}

export function connectReady(base: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: REALTIME_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    const timer = setTimeout(() => reject(new Error(`no socket ready from ${base}`)), 10_000);
    socket.once('ready', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export function nextEvent(socket: Socket, event: string, ms = 5000): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Number.NaN), ms);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
  });
}
