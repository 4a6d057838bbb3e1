import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { studyRoomRoom } from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  closeAll,
  collect,
  connectReady,
  listenOnLoopback,
  nextEvent,
  settle,
  watchRoom,
} from '../test/realtime-client';
import { chatApi, setUpStudyRoom } from '../test/study-room-chat-kit';
import { createTestDatabase, testConfig, testDatabases, type TestDatabase } from '../test/test-app';

/** A Redis server for the cross-instance tests (CI: `redis://127.0.0.1:6379`); skipped without a reachable one. */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const skipReason =
  redisUrl === undefined
    ? 'TEST_REDIS_URL and REDIS_URL are not set'
    : (await reachable(redisUrl))
      ? undefined
      : `nothing answers at ${redisUrl}`;

if (skipReason !== undefined) {
  describe.skip(`study room presence across instances (skipped: ${skipReason})`, () => {
    it('needs a Redis 7 server', () => undefined);
  });
}

describe.runIf(skipReason === undefined).each(testDatabases())(
  'study room chat and presence across instances through Redis (%s)',
  (kind) => {
    let database: TestDatabase;
    const dataDir = mkdtempSync(join(tmpdir(), 'scola-study-room-redis-test-'));
    const config = testConfig({
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl ?? '',
    });
    const apps: FastifyInstance[] = [];
    const urls: string[] = [];
    let s: Awaited<ReturnType<typeof setUpStudyRoom>>;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      for (let i = 0; i < 2; i += 1) {
        const app = await buildApp({ config, database: database.handle });
        apps.push(app);
        urls.push(await listenOnLoopback(app));
      }
      s = await setUpStudyRoom({
        app: apps[0] as FastifyInstance,
        database: database.handle,
        config,
        dataDir,
      });
    });
    afterEach(() => closeAll());
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.destroy();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function watching(url: string, token: string) {
      const { socket } = await connectReady(url, token);
      const reply = await watchRoom(socket, studyRoomRoom(s.roomId));
      if (!reply.ok) throw new Error(`room.watch refused: ${reply.code}`);
      return socket;
    }

    it('counts sockets of both instances as online, and a removal on one evicts the socket on the other', async () => {
      const room = studyRoomRoom(s.roomId);
      const [one, two] = urls as [string, string];
      const tutor = await watching(one, s.tutorA.token);
      const presence = collect(tutor, 'studyRoom.presence');
      const student = await watching(two, s.one.token);
      const both = [s.tutorA.id, s.one.id].sort();
      await expect.poll(() => presence.at(-1)).toEqual({ room, userIds: both });

      // REST on the first instance asks both instances who watches the room.
      const api = chatApi({ app: apps[0] as FastifyInstance, database: database.handle, config }, s.roomId);
      const online = (await api.online(s.tutorA.token)).json<{ data: { id: string }[] }>().data;
      expect(online.map((user) => user.id).sort()).toEqual(both);

      // A message written through the first instance reaches the watcher on the second.
      const heard = nextEvent(student, 'studyRoom.message');
      await api.post(s.tutorA.token, 'Halo dari instans satu');
      await expect(heard).resolves.toMatchObject({ message: { body: 'Halo dari instans satu' } });

      await api.moderate(s.tutorA.token, s.one.id, 'keluarkan');
      await expect.poll(() => presence.at(-1)).toEqual({ room, userIds: [s.tutorA.id] });
      const after = collect(student, 'studyRoom.message');
      await api.post(s.tutorA.token, 'setelah dikeluarkan');
      await settle();
      expect(after).toEqual([]);
    });
  },
);
