import type { RoomWatchReply } from '@scola/contracts';
import { describe, expect, it } from 'vitest';
import { RoomWatches } from './room-watches';

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
    const rooms = new RoomWatches(socket as never);
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
    const rooms = new RoomWatches(socket as never);
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
    const rooms = new RoomWatches(socket as never);
    rooms.watch(ROOM, () => undefined);
    expect(state.emitted).toEqual([]);
    state.connected = true;
    rooms.onConnect();
    expect(state.emitted).toEqual([`room.watch ${ROOM}`]);
  });
});
