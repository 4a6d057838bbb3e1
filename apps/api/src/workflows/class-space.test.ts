import { classAnnouncementSchemas, classRoom, classSpaceResponseSchema } from '@scola/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueApp } from '../test/catalogue';
import {
  closeAll,
  collect,
  connectReady,
  listenOnLoopback,
  nextEvent,
  settle,
  watchRoom,
} from '../test/realtime-client';
import { person, type Person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';
import { testDatabases } from '../test/test-app';

describe.each(testDatabases())('class space access (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: RecordsKit;
  let student: Person;
  let otherStudent: Person;
  let classId: string;
  let baseUrl: string;

  const header = (id: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/ruang-kelas/${id}`,
      headers: token ? { authorization: token } : {},
    });

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    classId = kit.ids.upcoming;
    student = await person(ctx, ['student']);
    otherStudent = await person(ctx, ['student']);
    await kit.grant(student.id, [{ itemType: 'kelas', itemId: classId }]);
    await kit.grant(otherStudent.id, [{ itemType: 'kelas', itemId: kit.ids.other }]);
    baseUrl = await listenOnLoopback(ctx.app);
  });
  afterEach(() => closeAll());

  it('lets the tutor, an enrolled student and an admin in, each with their role', async () => {
    for (const [who, role] of [
      [kit.tutorA, 'tutor'],
      [student, 'student'],
      [kit.admin, 'admin'],
    ] as const) {
      const response = await header(classId, who.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(classSpaceResponseSchema.parse(response.json()).data).toMatchObject({
        id: classId,
        title: 'Geometri Ruang',
        role,
        tutor: { id: kit.tutorA.id, name: 'Rina Kartika' },
        studentCount: 1,
      });
    }
  });

  it('refuses another student, another tutor and a visitor, and answers 404 for an unknown class', async () => {
    for (const who of [otherStudent, kit.tutorB]) {
      const response = await header(classId, who.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'CLASS_SPACE_NOT_MEMBER' } });
    }
    expect((await header(classId)).statusCode).toBe(401);
    const unknown = await header('00000000-0000-4000-8000-000000000000', student.token);
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only members watch the class room, and announces to its watchers alone', async () => {
    const member = await connectReady(baseUrl, student.token);
    const tutor = await connectReady(baseUrl, kit.tutorA.token);
    const outsider = await connectReady(baseUrl, otherStudent.token);
    const room = classRoom(classId);
    expect(await watchRoom(member.socket, room)).toEqual({ ok: true, cursor: { room, seq: 0 } });
    expect(await watchRoom(tutor.socket, room)).toMatchObject({ ok: true });
    expect(await watchRoom(outsider.socket, room)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await watchRoom(outsider.socket, 'class:nope')).toEqual({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await watchRoom(outsider.socket, `user:${student.id}`)).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
    const outsiderHeard = collect(outsider.socket, 'class.changed');

    const heard = Promise.all([
      nextEvent(member.socket, 'class.changed'),
      nextEvent(tutor.socket, 'class.changed'),
    ]);
    const seq = await ctx.app.realtime.toClass(classId, 'class.changed', {
      classId,
      area: 'discussions',
      id: null,
    });
    expect(seq).toBe(1);
    for (const event of await heard) {
      expect(classAnnouncementSchemas['class.changed'].parse(event)).toEqual({
        room,
        seq: 1,
        classId,
        area: 'discussions',
        id: null,
      });
    }
    await settle();
    expect(outsiderHeard).toEqual([]);

    // After unwatching, a socket hears nothing more; watching again gives the baseline that moved on.
    member.socket.emit('room.unwatch', room);
    await settle(100);
    const memberHeard = collect(member.socket, 'class.changed');
    await ctx.app.realtime.toClass(classId, 'class.changed', { classId, area: 'files', id: null });
    await settle();
    expect(memberHeard).toEqual([]);
    expect(await watchRoom(member.socket, room)).toEqual({ ok: true, cursor: { room, seq: 2 } });
  });
});
