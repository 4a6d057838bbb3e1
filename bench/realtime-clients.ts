/**
 * The socket clients of `bench/realtime.ts`, in a worker thread so that their work does not sit on the server's event
 * loop (they still share the machine's cores). Each opens its share of the sockets against its given instance URL,
 * watches the class room on each, and timestamps every `class.changed` on every socket.
 *
 * Messages in: `{ type: 'drain' }` answers the arrivals since the last drain as pairs `[seq, epochMs, …]`
 * (a transferred Float64Array); `{ type: 'close' }` closes the sockets.
 * Messages out: `{ type: 'ready', connectMs }` once every socket watches the room, `{ type: 'error', message }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  REALTIME_PATH,
  type RealtimeClientEvents,
  type RealtimeServerEvents,
  type RoomWatchReply,
  type WatchableRoom,
} from '@scola/contracts';
import { io, type Socket } from 'socket.io-client';

export interface ClientsData {
  urls: string[];
  token: string;
  room: WatchableRoom;
  count: number;
}

const { urls, token, room, count } = workerData as ClientsData;
const port = parentPort;
if (!port) throw new Error('bench/realtime-clients.ts runs as a worker thread');

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across threads. */
const epochMs = () => performance.timeOrigin + performance.now();

let arrivals = new Float64Array(1 << 16);
let length = 0;
function record(seq: number) {
  if (length + 2 > arrivals.length) {
    const grown = new Float64Array(arrivals.length * 2);
    grown.set(arrivals);
    arrivals = grown;
  }
  arrivals[length++] = seq;
  arrivals[length++] = epochMs();
}

type BenchSocket = Socket<RealtimeServerEvents, RealtimeClientEvents>;
const sockets: BenchSocket[] = [];

function open(url: string): Promise<BenchSocket> {
  const socket: BenchSocket = io(url, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  socket.on('class.changed', (announcement) => record(announcement.seq));
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => reject(error));
    socket.once('ready', () => {
      socket.emit('room.watch', room, (reply: RoomWatchReply) => {
        if (reply.ok) resolve(socket);
        else reject(new Error(`room.watch refused: ${reply.code}`));
      });
    });
  });
}

async function connectAll() {
  const started = performance.now();
  // In batches: a thousand handshakes at once would measure the handshake storm, not the fan-out.
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, j) => open(urls[(i + j) % urls.length] ?? '')),
    );
  }
  port?.postMessage({ type: 'ready', connectMs: performance.now() - started });
}

port.on('message', (message: { type: 'drain' | 'close' }) => {
  if (message.type === 'drain') {
    const out = arrivals.slice(0, length);
    length = 0;
    port.postMessage({ type: 'arrivals', arrivals: out }, [out.buffer]);
  } else {
    for (const socket of sockets) socket.close();
    port.postMessage({ type: 'closed' });
  }
});

connectAll().catch((error: unknown) => port.postMessage({ type: 'error', message: String(error) }));
