import type { RoomWatchReply } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { RoomWatches } from './room-watches';
import { type Later, REFETCH_SPREAD_MS, REWATCH_SPREAD_MS, spreadMs } from './spread';

/** Timing that runs the spread work at once (the tests below that are about the spread record it instead). */
const now = {
  later: ((run: () => void) => {
    run();
    return () => undefined;
  }) as Later,
};

/** Timing that records the spread work and its delays, to run it when the test says. */
function recordedTiming(random = () => 0.5) {
  const queued: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const later: Later = (run, ms) => {
    const entry = { run, ms, cancelled: false };
    queued.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  const runAll = () => {
    for (const entry of queued.splice(0)) if (!entry.cancelled) entry.run();
  };
  return { timing: { later, random }, queued, runAll };
}

const ROOM = 'class:11111111-1111-4111-8111-111111111111' as const;

/** A socket that records what was emitted and answers `room.watch` with the baseline it is given. */
function fakeSocket() {
  const state = { connected: true, baseline: 0, emitted: [] as string[] };
  const socket = {
    connected: () => state.connected,
    emit: (event: string, room: string, ack?: (reply: RoomWatchReply) => void) => {
      state.emitted.push(`${event} ${room}`);
      ack?.({ ok: true, cursor: { room: ROOM, seq: state.baseline } });
    },
  };
  return { state, socket };
}

const announcement = (seq: number) => ({
  room: ROOM,
  seq,
  classId: '11111111-1111-4111-8111-111111111111',
  area: 'files' as const,
  id: null,
});

describe('room watches', () => {
  it('asks once per room, passes announcements on, and stops when the last watcher leaves', () => {
    const { state, socket } = fakeSocket();
    const rooms = new RoomWatches(socket as never, now);
    const heard: unknown[] = [];
    const stopA = rooms.watch(ROOM, (a) => heard.push(['a', a?.seq ?? null]));
    const stopB = rooms.watch(ROOM, (a) => heard.push(['b', a?.seq ?? null]));
    rooms.onAnnouncement(announcement(1));
    expect(heard).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    stopA();
    expect(state.emitted).toEqual([`room.watch ${ROOM}`]);
    stopB();
    expect(state.emitted).toEqual([`room.watch ${ROOM}`, `room.unwatch ${ROOM}`]);
    rooms.onAnnouncement(announcement(2));
    expect(heard).toHaveLength(2);
  });

  it('tells the watchers to refetch when the baseline moved on while disconnected, not otherwise', () => {
    const { state, socket } = fakeSocket();
    const rooms = new RoomWatches(socket as never, now);
    const heard: (number | null)[] = [];
    state.baseline = 3;
    rooms.watch(ROOM, (a) => heard.push(a?.seq ?? null));
    expect(heard).toEqual([]);
    rooms.onConnect(); // reconnected, nothing new
    expect(heard).toEqual([]);
    state.baseline = 5; // two announcements while away
    rooms.onConnect();
    expect(heard).toEqual([null]);
  });

  it('waits for a connection before asking', () => {
    const { state, socket } = fakeSocket();
    state.connected = false;
    const rooms = new RoomWatches(socket as never, now);
    rooms.watch(ROOM, () => undefined);
    expect(state.emitted).toEqual([]);
    state.connected = true;
    rooms.onConnect();
    expect(state.emitted).toEqual([`room.watch ${ROOM}`]);
  });

  it('reads a skipped number as missed: passes the announcement on, then asks for a refetch of everything', () => {
    const { socket } = fakeSocket();
    const rooms = new RoomWatches(socket as never, now);
    const heard: (number | null)[] = [];
    rooms.watch(ROOM, (a) => heard.push(a?.seq ?? null));
    rooms.onAnnouncement(announcement(1));
    rooms.onAnnouncement(announcement(3)); // 2 lost, or still crossing from another instance
    rooms.onAnnouncement(announcement(2)); // late: nothing more to refetch than its area
    rooms.onAnnouncement(announcement(4));
    expect(heard).toEqual([1, 3, null, 2, 4]);
  });

  it('spreads the re-watches of a reconnection and the refetch of what was missed over a random delay', () => {
    const { state, socket } = fakeSocket();
    const { timing, queued, runAll } = recordedTiming(() => 0.25);
    const rooms = new RoomWatches(socket as never, timing);
    const heard: (number | null)[] = [];
    state.baseline = 3;
    rooms.watch(ROOM, (a) => heard.push(a?.seq ?? null));
    expect(state.emitted).toEqual([`room.watch ${ROOM}`]); // a page opening asks at once
    expect(queued).toEqual([]);

    state.baseline = 5;
    rooms.onConnect();
    expect(queued.map((entry) => entry.ms)).toEqual([REWATCH_SPREAD_MS / 4]);
    expect(state.emitted).toHaveLength(1); // not yet
    runAll();
    expect(state.emitted).toHaveLength(2);
    // The baseline moved on: the refetch waits its turn too, and is asked for once however many misses.
    expect(queued.map((entry) => entry.ms)).toEqual([REFETCH_SPREAD_MS / 4]);
    rooms.onAnnouncement(announcement(7));
    expect(queued).toHaveLength(1);
    expect(heard).toEqual([7]);
    runAll();
    expect(heard).toEqual([7, null]);
  });

  it('drops a spread re-watch when the socket dropped again or the page left meanwhile', () => {
    const { state, socket } = fakeSocket();
    const { timing, runAll } = recordedTiming();
    const rooms = new RoomWatches(socket as never, timing);
    const stop = rooms.watch(ROOM, () => undefined);
    rooms.onConnect();
    state.connected = false;
    runAll();
    state.connected = true;
    rooms.onConnect();
    stop();
    runAll();
    expect(state.emitted).toEqual([`room.watch ${ROOM}`, `room.unwatch ${ROOM}`]);
  });
});

describe('the spread delay', () => {
  it('stays within [0, window) whatever the random source gives', () => {
    expect(spreadMs(500, () => 0)).toBe(0);
    expect(spreadMs(500, () => 0.5)).toBe(250);
    expect(spreadMs(500, () => 0.999_999_999)).toBe(499);
    expect(spreadMs(500, () => 1)).toBe(499);
    expect(spreadMs(500, () => -1)).toBe(0);
    for (let i = 0; i < 1000; i += 1) {
      const ms = spreadMs(REFETCH_SPREAD_MS);
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThan(REFETCH_SPREAD_MS);
    }
  });

  it('spreads a thousand clients over the window rather than into one instant', () => {
    const delays = Array.from({ length: 1000 }, () => spreadMs(REWATCH_SPREAD_MS));
    const perTenth = new Array<number>(10).fill(0);
    for (const ms of delays) perTenth[Math.floor(ms / (REWATCH_SPREAD_MS / 10))]! += 1;
    // Uniform: about 100 per tenth of the window; none near empty, none holding a large share.
    for (const count of perTenth) expect(count).toBeGreaterThan(40);
    for (const count of perTenth) expect(count).toBeLessThan(200);
  });
});
