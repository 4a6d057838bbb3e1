import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classRoom, type RoomWatchReply, type WatchableRoom } from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoomWatches } from '../../../web/src/lib/realtime/room-watches';
import { buildApp } from '../app';
import {
  closeAll,
  collect,
  connectReady,
  listenOnLoopback,
  nextEvent,
  settle,
  type TestSocket,
  watchRoom,
} from '../test/realtime-client';
import { person, type Person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';
import { createTestDatabase, testConfig, testDatabases, type TestDatabase } from '../test/test-app';

/** A Redis server for the cross-instance tests (CI: `redis://127.0.0.1:6379`); skipped without a reachable one. */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/** Whether something answers at the Redis URL's address (a refused or silent port skips the tests). */
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
  describe.skip(`class rooms across instances through Redis (skipped: ${skipReason})`, () => {
    it('needs a Redis 7 server', () => undefined);
  });
}

describe.runIf(skipReason === undefined).each(testDatabases())(
  'class rooms across instances through Redis (%s)',
  (kind) => {
    let database: TestDatabase;
    const dataDir = mkdtempSync(join(tmpdir(), 'scola-class-redis-test-'));
    const config = testConfig({
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl ?? '',
    });
    const apps: FastifyInstance[] = [];
    let one: string;
    let two: string;
    let kit: RecordsKit;
    let student: Person;
    let outsider: Person;
    let classId: string;
    let room: WatchableRoom;

    async function startInstance() {
      const app = await buildApp({ config, database: database.handle });
      apps.push(app);
      return listenOnLoopback(app);
    }
    const [a, b] = [() => apps[0] as FastifyInstance, () => apps[1] as FastifyInstance];
    const changed = (app: FastifyInstance) =>
      app.realtime.toClass(classId, 'class.changed', { classId, area: 'discussions', id: null });

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      one = await startInstance();
      two = await startInstance();
      const ctx = { app: a(), database: database.handle, config, dataDir };
      kit = await recordsKit(ctx);
      classId = kit.ids.upcoming;
      room = classRoom(classId);
      student = await person(ctx, ['student']);
      outsider = await person(ctx, ['student']);
      await kit.grant(student.id, [{ itemType: 'kelas', itemId: classId }]);
      await kit.grant(outsider.id, [{ itemType: 'kelas', itemId: kit.ids.other }]);
    });
    afterEach(() => closeAll());
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.destroy();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function watching(url: string, token: string) {
      const { socket } = await connectReady(url, token);
      const reply = await watchRoom(socket, room);
      if (!reply.ok) throw new Error(`room.watch refused: ${reply.code}`);
      return { socket, baseline: reply.cursor.seq };
    }

    it('delivers a class announcement made on one instance to the watchers on the other, in order', async () => {
      const onTwo = await watching(two, student.token);
      const onOne = await watching(one, kit.tutorA.token);
      const heardOnTwo = collect(onTwo.socket, 'class.changed');
      const heardOnOne = collect(onOne.socket, 'class.changed');

      const first = nextEvent(onTwo.socket, 'class.changed');
      const seq = (await changed(a())) ?? 0;
      expect(seq).toBe(onTwo.baseline + 1);
      await expect(first).resolves.toEqual({ room, seq, classId, area: 'discussions', id: null });

      // Alternating instances, one after the other: the numbers grow whichever instance takes them, and every
      // watcher hears each exactly once. Each instance's own announcements arrive in its order; between
      // instances, an instance's own reach its sockets before the ones relayed by Redis (the web client reads
      // such a skip as "missed", room-watches.ts).
      const byInstance: Record<'a' | 'b', number[]> = { a: [seq], b: [] };
      for (let i = 0; i < 8; i += 1) {
        const from = i % 2 === 0 ? 'b' : 'a';
        byInstance[from].push((await changed(from === 'a' ? a() : b())) ?? 0);
      }
      const expected = Array.from({ length: 9 }, (_, i) => seq + i);
      expect([...byInstance.a, ...byInstance.b].sort((x, y) => x - y)).toEqual(expected);
      for (const heard of [heardOnTwo, heardOnOne]) {
        await expect.poll(() => heard.map((event) => event.seq).sort((x, y) => x - y)).toEqual(expected);
        const order = heard.map((event) => event.seq);
        for (const own of Object.values(byInstance)) {
          expect(order.filter((n) => own.includes(n))).toEqual(own);
        }
      }
    });

    it('numbers concurrent announcements on both instances without gaps or repeats', async () => {
      const { socket, baseline } = await watching(one, student.token);
      const heard = collect(socket, 'class.changed');
      const seqs = await Promise.all(Array.from({ length: 20 }, (_, i) => changed(i % 2 === 0 ? a() : b())));
      const expected = Array.from({ length: 20 }, (_, i) => baseline + 1 + i);
      expect([...seqs].sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(expected);
      await expect.poll(() => heard.map((event) => event.seq).sort((x, y) => x - y)).toEqual(expected);
    });

    it('gives a socket that comes back on the other instance a higher baseline, read as "missed"', async () => {
      let socket: TestSocket = (await connectReady(one, student.token)).socket;
      const replies: RoomWatchReply[] = [];
      // The web client's room watches (spread delays run at once here), over real sockets.
      const watches = new RoomWatches(
        {
          connected: () => socket.connected,
          emit: ((event: 'room.watch', watched: WatchableRoom, ack: (reply: RoomWatchReply) => void) =>
            socket.emit(event, watched, (reply) => {
              replies.push(reply);
              ack(reply);
            })) as never,
        },
        { later: (run) => (run(), () => undefined) },
      );
      socket.on('class.changed', watches.onAnnouncement);
      const told: (number | null)[] = [];
      watches.watch(room, (announcement) => told.push(announcement?.seq ?? null));
      await expect.poll(() => replies).toHaveLength(1);
      const seq = (await changed(b())) ?? 0;
      await expect.poll(() => told).toEqual([seq]);

      // Away (its instance restarted, say) while two announcements go out, one through each instance.
      socket.close();
      await changed(b());
      await changed(a());
      socket = (await connectReady(two, student.token)).socket;
      socket.on('class.changed', watches.onAnnouncement);
      watches.onConnect();
      await expect.poll(() => replies).toHaveLength(2);
      expect(replies[1]).toEqual({ ok: true, cursor: { room, seq: seq + 2 } });
      expect(told).toEqual([seq, null]);

      // Watching again, it hears the next one live whichever instance announces it.
      await changed(a());
      await expect.poll(() => told).toEqual([seq, null, seq + 3]);
    });

    it("refuses a non-member's watch on either instance, and tells it nothing", async () => {
      for (const url of [one, two]) {
        const { socket } = await connectReady(url, outsider.token);
        expect(await watchRoom(socket, room)).toEqual({ ok: false, code: 'FORBIDDEN' });
        const heard = collect(socket, 'class.changed');
        await changed(url === one ? b() : a());
        await settle();
        expect(heard).toEqual([]);
      }
      const tutorB = await connectReady(two, kit.tutorB.token);
      expect(await watchRoom(tutorB.socket, room)).toEqual({ ok: false, code: 'FORBIDDEN' });
    });
  },
);
