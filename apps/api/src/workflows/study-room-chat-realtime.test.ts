import { type RoomPresenceReply, type StudyRoomMessage, studyRoomRoom } from '@scola/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueApp } from '../test/catalogue';
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
import { chatApi, setUpStudyRoom } from '../test/study-room-chat-kit';
import { testDatabases } from '../test/test-app';

/** Asks who is online in `room` over the socket. */
export function askPresence(socket: TestSocket, room: string) {
  return new Promise<RoomPresenceReply>((resolve) => socket.emit('room.presence', room, resolve));
}

describe.each(testDatabases())('study room socket room (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
  let s: Awaited<ReturnType<typeof setUpStudyRoom>>;
  let api: ReturnType<typeof chatApi>;
  let baseUrl: string;
  let room: ReturnType<typeof studyRoomRoom>;

  beforeAll(async () => {
    s = await setUpStudyRoom(ctx);
    api = chatApi(ctx, s.roomId);
    room = studyRoomRoom(s.roomId);
    baseUrl = await listenOnLoopback(ctx.app);
  });
  afterEach(() => closeAll());

  async function watching(token: string) {
    const { socket } = await connectReady(baseUrl, token);
    const reply = await watchRoom(socket, room);
    if (!reply.ok) throw new Error(`room.watch refused: ${reply.code}`);
    return socket;
  }

  it('lets the tutor, participants and admins watch; refuses another student, another tutor and bad names', async () => {
    for (const who of [s.tutorA, s.one, s.admin]) {
      const { socket } = await connectReady(baseUrl, who.token);
      await expect(watchRoom(socket, room)).resolves.toMatchObject({ ok: true });
    }
    for (const who of [s.outsider, s.tutorB]) {
      const { socket } = await connectReady(baseUrl, who.token);
      await expect(watchRoom(socket, room)).resolves.toEqual({ ok: false, code: 'FORBIDDEN' });
      await expect(askPresence(socket, room)).resolves.toEqual({ ok: false, code: 'FORBIDDEN' });
    }
    const { socket } = await connectReady(baseUrl, s.one.token);
    await expect(watchRoom(socket, 'studyRoom:nope')).resolves.toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
  });

  it('announces new and deleted messages, numbered, after they are stored', async () => {
    const student = await watching(s.one.token);
    const tutor = await watching(s.tutorA.token);
    const heard = nextEvent(student, 'studyRoom.message');
    const tutorHeard = nextEvent(tutor, 'studyRoom.message');
    const posted = (await api.post(s.tutorA.token, 'Selamat datang $x^2$')).json<{ data: StudyRoomMessage }>()
      .data;
    const announcement = await heard;
    expect(announcement).toMatchObject({ room, roomId: s.roomId, message: posted });
    await expect(tutorHeard).resolves.toEqual(announcement);
    const deleted = nextEvent(student, 'studyRoom.messageDeleted');
    expect((await api.remove(s.tutorA.token, posted.id)).statusCode).toBe(200);
    await expect(deleted).resolves.toMatchObject({
      room,
      messageId: posted.id,
      messageSeq: posted.seq,
      seq: announcement.seq + 1,
    });
  });

  it('tells who is online as sockets watch and leave, and answers on request', async () => {
    const tutor = await watching(s.tutorA.token);
    // Each join and leave sends the whole list; the latest one heard is who is online.
    const heard = collect(tutor, 'studyRoom.presence');
    const latest = () => heard.at(-1);
    const student = await watching(s.two.token);
    await expect.poll(latest).toEqual({ room, userIds: [s.tutorA.id, s.two.id].sort() });
    await expect(askPresence(student, room)).resolves.toEqual({
      ok: true,
      userIds: [s.tutorA.id, s.two.id].sort(),
    });
    const online = await api.online(s.two.token);
    expect(online.json<{ data: { id: string; isTutor: boolean }[] }>().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: s.tutorA.id, isTutor: true }),
        expect.objectContaining({ id: s.two.id, isTutor: false }),
      ]),
    );
    expect((await api.online(s.outsider.token)).statusCode).toBe(403);

    student.close();
    await expect.poll(latest).toEqual({ room, userIds: [s.tutorA.id] });
    const again = await watching(s.two.token);
    await expect.poll(latest).toEqual({ room, userIds: [s.tutorA.id, s.two.id].sort() });
    again.emit('room.unwatch', room);
    await expect.poll(latest).toEqual({ room, userIds: [s.tutorA.id] });
  });

  it('announces a mute, and a removal takes the removed user’s sockets out of the room', async () => {
    const extra = await setUpStudyRoom(ctx, { startsInMinutes: 600 });
    const extraRoom = studyRoomRoom(extra.roomId);
    const extraApi = chatApi(ctx, extra.roomId);
    const watch = async (token: string) => {
      const { socket } = await connectReady(baseUrl, token);
      const reply = await watchRoom(socket, extraRoom);
      if (!reply.ok) throw new Error('refused');
      return socket;
    };
    const tutor = await watch(extra.tutorA.token);
    const removed = await watch(extra.one.token);
    const muted = nextEvent(removed, 'studyRoom.participant');
    await extraApi.moderate(extra.tutorA.token, extra.two.id, 'bisukan');
    await expect(muted).resolves.toMatchObject({ userId: extra.two.id, muted: true, removed: false });

    const told = nextEvent(removed, 'studyRoom.participant');
    const presence = collect(tutor, 'studyRoom.presence');
    await extraApi.moderate(extra.tutorA.token, extra.one.id, 'keluarkan');
    await expect(told).resolves.toMatchObject({ userId: extra.one.id, removed: true });
    await expect.poll(() => presence.at(-1)).toEqual({ room: extraRoom, userIds: [extra.tutorA.id] });
    const after = collect(removed, 'studyRoom.message');
    await extraApi.post(extra.tutorA.token, 'setelah dikeluarkan');
    await settle();
    expect(after).toEqual([]);
    await expect(watchRoom(removed, extraRoom)).resolves.toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('announces a change of the room itself (a seat taken, a move) so its open pages refetch it', async () => {
    const extra = await setUpStudyRoom(ctx, { startsInMinutes: 900 });
    const { socket: tutor } = await connectReady(baseUrl, extra.tutorA.token);
    await expect(watchRoom(tutor, studyRoomRoom(extra.roomId))).resolves.toMatchObject({ ok: true });
    const joinHeard = nextEvent(tutor, 'studyRoom.changed');
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/study-room/${extra.roomId}/ikut`,
      headers: { authorization: extra.outsider.token },
    });
    expect(joined.statusCode, `join: ${joined.body}`).toBe(200);
    await expect(joinHeard).resolves.toMatchObject({ roomId: extra.roomId, roomChanged: true });
    const editHeard = nextEvent(tutor, 'studyRoom.changed');
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tutor/study-room/${extra.roomId}`,
      headers: { authorization: extra.tutorA.token },
      payload: { capacity: 12 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect(editHeard).resolves.toMatchObject({ roomId: extra.roomId, roomChanged: true });
  });
});
