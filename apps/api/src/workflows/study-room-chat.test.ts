import type { StudyRoomChat, StudyRoomMessage } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { chatApi, codeOf, endRoom, setUpStudyRoom } from '../test/study-room-chat-kit';
import { testDatabases } from '../test/test-app';

type Chat = { data: StudyRoomChat };
type One = { data: StudyRoomMessage };

describe.each(testDatabases())('study room chat (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let s: Awaited<ReturnType<typeof setUpStudyRoom>>;
  let api: ReturnType<typeof chatApi>;

  beforeAll(async () => {
    s = await setUpStudyRoom(ctx);
    api = chatApi(ctx, s.roomId);
  });

  it('lets the tutor, participants and admins read; refuses a visitor, another student and another tutor', async () => {
    for (const who of [s.tutorA, s.one, s.admin]) {
      const answer = await api.list(who.token);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await api.list(undefined)).statusCode).toBe(401);
    for (const who of [s.outsider, s.tutorB]) {
      const answer = await api.list(who.token);
      expect(answer.statusCode).toBe(403);
      expect(codeOf(answer)).toBe('STUDY_ROOM_NOT_PARTICIPANT');
    }
    const unknown = await chatApi(ctx, crypto.randomUUID()).list(s.one.token);
    expect(codeOf(unknown)).toBe('STUDY_ROOM_NOT_FOUND');
  });

  it('posts numbered messages with maths kept as text, the tutor marked, and refuses outsiders and admins', async () => {
    const first = await api.post(s.one.token, '  Berapa $\\int_0^1 x^2\\,dx$?  ');
    expect(first.statusCode, first.body).toBe(201);
    const message = first.json<One>().data;
    expect(message).toMatchObject({ body: 'Berapa $\\int_0^1 x^2\\,dx$?', deleted: false });
    expect(message.author).toMatchObject({ id: s.one.id, isTutor: false });
    const reply = (await api.post(s.tutorA.token, 'Hasilnya $\\frac{1}{3}$.')).json<One>().data;
    expect(reply.seq).toBe(message.seq + 1);
    expect(reply.author?.isTutor).toBe(true);

    expect((await api.post(undefined, 'halo')).statusCode).toBe(401);
    expect(codeOf(await api.post(s.outsider.token, 'halo'))).toBe('STUDY_ROOM_NOT_PARTICIPANT');
    expect(codeOf(await api.post(s.tutorB.token, 'halo'))).toBe('STUDY_ROOM_NOT_PARTICIPANT');
    expect(codeOf(await api.post(s.admin.token, 'halo'))).toBe('STUDY_ROOM_NOT_PARTICIPANT');
    expect((await api.post(s.one.token, '   ')).statusCode).toBe(400);
    expect((await api.post(s.one.token, 'x'.repeat(2001))).statusCode).toBe(400);
  });

  it('pages history oldest first with hasOlder, and answers what came after a number', async () => {
    for (let index = 0; index < 5; index += 1) await api.post(s.two.token, `pesan ${index}`);
    const all = (await api.list(s.two.token)).json<Chat>().data;
    expect(all.canPost).toBe(true);
    const seqs = all.messages.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(all.lastSeq).toBe(seqs.at(-1));

    const latest = (await api.list(s.two.token, '?limit=3')).json<Chat>().data;
    expect(latest.messages.map((m) => m.seq)).toEqual(seqs.slice(-3));
    expect(latest.hasOlder).toBe(true);
    const older = (await api.list(s.two.token, `?limit=3&before=${seqs.at(-3)}`)).json<Chat>().data;
    expect(older.messages.map((m) => m.seq)).toEqual(seqs.slice(-6, -3));
    const after = (await api.list(s.two.token, `?after=${seqs.at(-2)}`)).json<Chat>().data;
    expect(after.messages.map((m) => m.seq)).toEqual(seqs.slice(-1));
    expect((await api.list(s.two.token, '?limit=0')).statusCode).toBe(400);
  });

  it('lets only the tutor and admins delete a message: it stays, empty and marked deleted', async () => {
    const message = (await api.post(s.one.token, 'pesan yang salah')).json<One>().data;
    expect((await api.remove(s.one.token, message.id)).statusCode).toBe(403);
    expect((await api.remove(s.outsider.token, message.id)).statusCode).toBe(403);
    expect((await api.remove(undefined, message.id)).statusCode).toBe(401);
    expect((await api.remove(s.tutorA.token, message.id)).statusCode).toBe(200);
    expect((await api.remove(s.admin.token, message.id)).statusCode).toBe(200);
    const after = (await api.list(s.one.token, `?after=${message.seq - 1}`)).json<Chat>().data;
    expect(after.messages[0]).toMatchObject({ id: message.id, body: '', deleted: true });
    expect(codeOf(await api.remove(s.tutorA.token, crypto.randomUUID()))).toBe(
      'STUDY_ROOM_MESSAGE_NOT_FOUND',
    );
  });

  it('mutes and unmutes: only the owner tutor or an admin; a muted participant reads but may not write', async () => {
    expect((await api.moderate(undefined, s.two.id, 'bisukan')).statusCode).toBe(401);
    expect((await api.moderate(s.one.token, s.two.id, 'bisukan')).statusCode).toBe(403);
    expect(codeOf(await api.moderate(s.tutorB.token, s.two.id, 'bisukan'))).toBe('STUDY_ROOM_NOT_FOUND');
    expect(codeOf(await api.moderate(s.tutorA.token, s.outsider.id, 'bisukan'))).toBe(
      'STUDY_ROOM_PARTICIPANT_NOT_FOUND',
    );

    const muted = await api.moderate(s.tutorA.token, s.two.id, 'bisukan');
    expect(muted.json()).toEqual({ data: { userId: s.two.id, muted: true, removed: false } });
    expect(codeOf(await api.post(s.two.token, 'boleh tanya?'))).toBe('STUDY_ROOM_MUTED');
    const reading = (await api.list(s.two.token)).json<Chat>().data;
    expect(reading.canPost).toBe(false);

    expect((await api.moderate(s.admin.token, s.two.id, 'suarakan')).statusCode).toBe(200);
    expect((await api.post(s.two.token, 'terima kasih')).statusCode).toBe(201);
  });

  it('removes a participant: seat given back, chat refused with STUDY_ROOM_REMOVED', async () => {
    const extra = await setUpStudyRoom(ctx, { startsInMinutes: 600 });
    const room = chatApi(ctx, extra.roomId);
    expect(codeOf(await room.moderate(extra.tutorB.token, extra.one.id, 'keluarkan'))).toBe(
      'STUDY_ROOM_NOT_FOUND',
    );
    const removed = await room.moderate(extra.tutorA.token, extra.one.id, 'keluarkan');
    expect(removed.json()).toEqual({ data: { userId: extra.one.id, muted: false, removed: true } });
    expect(codeOf(await room.list(extra.one.token))).toBe('STUDY_ROOM_REMOVED');
    expect(codeOf(await room.post(extra.one.token, 'halo'))).toBe('STUDY_ROOM_REMOVED');
    expect(codeOf(await room.moderate(extra.tutorA.token, extra.one.id, 'bisukan'))).toBe(
      'STUDY_ROOM_REMOVED',
    );
    // Removing again changes nothing (the seat is given back once).
    expect((await room.moderate(extra.tutorA.token, extra.one.id, 'keluarkan')).statusCode).toBe(200);
    const [row] = await queryRows(
      ctx.database,
      sql`select seats_taken from study_rooms where id = ${extra.roomId}`,
    );
    expect(Number(row?.seats_taken)).toBe(1);
  });

  it('turns read-only 24 h after the room ends (STUDY_ROOM_CHAT_CLOSED), history still readable', async () => {
    const old = await setUpStudyRoom(ctx, { startsInMinutes: 1200 });
    const room = chatApi(ctx, old.roomId);
    expect((await room.post(old.one.token, 'sebelum')).statusCode).toBe(201);
    await endRoom(ctx, old.roomId, 23 * 60);
    expect((await room.post(old.one.token, 'masih bisa')).statusCode).toBe(201);
    await endRoom(ctx, old.roomId, 24 * 60 + 1);
    expect(codeOf(await room.post(old.one.token, 'terlambat'))).toBe('STUDY_ROOM_CHAT_CLOSED');
    const history = (await room.list(old.one.token)).json<Chat>().data;
    expect(history.messages.map((m) => m.body)).toEqual(['sebelum', 'masih bisa']);
    expect(history.canPost).toBe(false);
  });
});
