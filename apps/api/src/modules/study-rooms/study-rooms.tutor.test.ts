import {
  studyRoomConflictSchema,
  studyRoomListSchema,
  studyRoomParticipantsResponseSchema,
  studyRoomTemplateResponseSchema,
  tutorStudyRoomResponseSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { execute, queryRows } from '../../test/auth-helpers';
import { useCatalogueApp } from '../../test/catalogue';
import { plainZip } from '../../test/class-file-fixtures';
import { multipartFile } from '../../test/multipart';
import {
  createdRooms,
  description,
  expectRefusal,
  joinRoom,
  meetingUrl,
  setUpStudyRooms,
  type StudyRoomsSetup,
  studyRoomApi,
} from '../../test/study-rooms-kit';
import { testDatabases } from '../../test/test-app';
import { at, dateOf } from '../../test/tutor-sessions-kit';
import { realPdf } from '../../test/upload-fixtures';

describe.each(testDatabases())('tutor study rooms (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const api = studyRoomApi(ctx);
  let s: StudyRoomsSetup;
  let masterId = '';
  const masterOf = async (token: string, overrides: object = {}) => {
    const response = await api.createMaster(token, s.subjectId, overrides);
    expect(response.statusCode, response.body).toBe(201);
    return studyRoomTemplateResponseSchema.parse(response.json()).data;
  };
  const upload = (id: string, token: string, bytes: Uint8Array, name = 'soal.pdf') => {
    const body = multipartFile('berkas', name, 'application/pdf', bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/tutor/master-study-room/${id}/berkas`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    });
  };
  const mailsTo = async (email: string) =>
    (await queryRows(ctx.database, sql`select subject, text from outbox where "to" = ${email}`)).map((row) =>
      String(row.subject),
    );

  beforeAll(async () => {
    s = await setUpStudyRooms(ctx);
    masterId = (await masterOf(s.tutorA.token)).id;
  });

  it('refuses visitors (401), students (403) and other tutors (404) on every route; an admin reads only', async () => {
    const [room] = createdRooms(await api.single(s.tutorA.token, masterId, at(1, 3)));
    const roomId = room?.id ?? '';
    const calls = (token: string) => [
      api.call('GET', 'master-study-room', token),
      api.createMaster(token, s.subjectId),
      api.call('GET', `master-study-room/${masterId}`, token),
      api.call('PATCH', `master-study-room/${masterId}`, token, { title: 'Diubah orang lain' }),
      api.call('DELETE', `master-study-room/${masterId}`, token),
      upload(masterId, token, new Uint8Array([1])),
      api.call('DELETE', `master-study-room/${masterId}/berkas/${roomId}`, token),
      api.call('GET', 'study-room', token),
      api.single(token, masterId, at(1, 9)),
      api.call('GET', `study-room/${roomId}`, token),
      api.call('PATCH', `study-room/${roomId}`, token, { title: 'Diubah orang lain' }),
      api.call('POST', `study-room/${roomId}/batal`, token, { reason: 'Bukan ruangmu.' }),
      api.call('DELETE', `study-room/${roomId}`, token),
      api.call('GET', `study-room/${roomId}/peserta`, token),
    ];
    for (const response of await Promise.all(calls(''))) expectRefusal(response, 401, 'UNAUTHENTICATED');
    for (const response of await Promise.all(calls(s.student.token)))
      expectRefusal(response, 403, 'FORBIDDEN');
    const other = await Promise.all(calls(s.tutorB.token));
    // Tutor B's own lists answer (empty of A's), and B may create a master of their own; A's things are not found.
    const [
      list,
      create,
      read,
      patch,
      remove,
      file,
      dropFile,
      rooms,
      single,
      getRoom,
      patchRoom,
      cancel,
      del,
      who,
    ] = other;
    // (B's create runs beside B's list, so the list may hold B's new master: it never holds A's.)
    expect(list?.json<{ data: { id: string }[] }>().data.map((row) => row.id)).not.toContain(masterId);
    expect(create?.statusCode).toBe(201);
    expect(rooms?.json<{ data: { id: string }[] }>().data.map((row) => row.id)).not.toContain(roomId);
    for (const response of [read, patch, remove, file, dropFile, single])
      expectRefusal(response!, 404, 'STUDY_ROOM_TEMPLATE_NOT_FOUND');
    for (const response of [getRoom, patchRoom, cancel, del, who])
      expectRefusal(response!, 404, 'STUDY_ROOM_NOT_FOUND');
    // The admin reads the tutor's master, room and participants, and changes nothing.
    expect((await api.call('GET', `master-study-room/${masterId}`, s.admin.token)).statusCode).toBe(200);
    expect((await api.call('GET', `study-room/${roomId}`, s.admin.token)).statusCode).toBe(200);
    expect((await api.call('GET', `study-room/${roomId}/peserta`, s.admin.token)).statusCode).toBe(200);
    expectRefusal(
      await api.call('PATCH', `study-room/${roomId}`, s.admin.token, { title: 'Admin' }),
      403,
      'FORBIDDEN',
    );
    expectRefusal(await api.call('DELETE', `master-study-room/${masterId}`, s.admin.token), 403, 'FORBIDDEN');
    expectRefusal(await api.createMaster(s.admin.token, s.subjectId), 403, 'FORBIDDEN');
    // An unverified tutor may not create masters.
    expectRefusal(
      await api.createMaster(s.unverified.token, s.subjectId),
      403,
      'STUDY_ROOM_TUTOR_UNVERIFIED',
    );
  });

  it('creates, edits and lists masters; refuses bad input and images in the description', async () => {
    const master = await masterOf(s.tutorA.token, { title: 'Fisika Gerak Lurus', price: 25_000 });
    expect(master).toMatchObject({
      grade: 12,
      price: 25_000,
      files: [],
      archived: false,
      upcomingRoomCount: 0,
    });
    expect(master.subject.id).toBe(s.subjectId);
    expect(master.description).toEqual(description);
    const patched = await api.call('PATCH', `master-study-room/${master.id}`, s.tutorA.token, {
      capacity: 10,
    });
    expect(patched.json()).toMatchObject({ data: { capacity: 10, title: 'Fisika Gerak Lurus' } });
    const bad = await api.createMaster(s.tutorA.token, s.subjectId, { price: 500, capacity: 0 });
    expectRefusal(bad, 400, 'VALIDATION_FAILED');
    const image = {
      type: 'doc',
      content: [{ type: 'image', attrs: { id: s.tutorA.id, alt: 'x', width: 10, height: 10 } }],
    };
    expectRefusal(
      await api.createMaster(s.tutorA.token, s.subjectId, { description: image }),
      400,
      'VALIDATION_FAILED',
    );
    const unknownSubject = await api.createMaster(s.tutorA.token, s.tutorA.id);
    expectRefusal(unknownSubject, 400, 'VALIDATION_FAILED');
    const list = await api.call('GET', 'master-study-room?pageSize=50', s.tutorA.token);
    expect(list.json<{ data: { id: string }[] }>().data.map((row) => row.id)).toContain(master.id);
  });

  it('uploads files judged by content, copies them into rooms, and keeps shared objects while a row names them', async () => {
    const master = await masterOf(s.tutorA.token, { title: 'Latihan Berkas' });
    const pdf = await upload(master.id, s.tutorA.token, await realPdf(), 'Soal Integral.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    const withFile = studyRoomTemplateResponseSchema.parse(pdf.json()).data;
    expect(withFile.files).toEqual([
      expect.objectContaining({ name: 'Soal Integral.pdf', contentType: 'application/pdf' }),
    ]);
    expect(withFile.files[0]?.url).toMatch(/^\/api\/berkas\/privat\/study-room-files\//);
    expectRefusal(
      await upload(master.id, s.tutorA.token, new TextEncoder().encode('teks biasa')),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect((await upload(master.id, s.tutorA.token, plainZip(), 'arsip.zip')).statusCode).toBe(201);

    const [room] = createdRooms(await api.single(s.tutorA.token, master.id, at(2, 3)));
    expect(room?.files.map((file) => file.name)).toEqual(['Soal Integral.pdf', 'arsip.zip']);
    const key = String(
      (
        await queryRows(
          ctx.database,
          sql`select storage_key from study_room_files where id = ${withFile.files[0]?.id ?? ''}`,
        )
      )[0]?.storage_key,
    );
    // Removing the master's file leaves the room's copy and the object it names.
    const dropped = await api.call(
      'DELETE',
      `master-study-room/${master.id}/berkas/${withFile.files[0]?.id ?? ''}`,
      s.tutorA.token,
    );
    expect(dropped.json()).toMatchObject({
      data: { files: [expect.objectContaining({ name: 'arsip.zip' })] },
    });
    expect(await ctx.app.storage.exists(key)).toBe(true);
    // Deleting the (empty) room drops the last row naming it, and the object with it.
    expect((await api.call('DELETE', `study-room/${room?.id ?? ''}`, s.tutorA.token)).statusCode).toBe(200);
    expect(await ctx.app.storage.exists(key)).toBe(false);
  });

  it('makes a weekly series in the tutor’s zone, each room a copy the master’s later edits do not reach', async () => {
    const master = await masterOf(s.tutorA.token, { title: 'Seri Mingguan', capacity: 5 });
    const series = {
      kind: 'weekly',
      templateId: master.id,
      firstStart: `${dateOf(7)}T19:00`,
      weekdays: [1],
      until: dateOf(21),
      meetingUrl,
    };
    const rooms = createdRooms(await api.call('POST', 'study-room', s.tutorA.token, series));
    expect(rooms).toHaveLength(3);
    // 19:00 WIB is 12:00 UTC.
    expect(rooms.map((room) => room.startsAt)).toEqual(
      [at(7, 12), at(14, 12), at(21, 12)].map((d) => d.toISOString()),
    );
    expect(new Set(rooms.map((room) => room.seriesId)).size).toBe(1);
    expect(rooms[0]?.seriesId).not.toBeNull();
    await api.call('PATCH', `master-study-room/${master.id}`, s.tutorA.token, {
      title: 'Judul Baru Master',
      capacity: 9,
    });
    const again = await api.call('GET', `study-room/${rooms[0]?.id ?? ''}`, s.tutorA.token);
    expect(tutorStudyRoomResponseSchema.parse(again.json()).data).toMatchObject({
      title: 'Seri Mingguan',
      capacity: 5,
    });
    // The master with rooms to come is archived, not deleted.
    const removed = await api.call('DELETE', `master-study-room/${master.id}`, s.tutorA.token);
    expect(removed.json()).toEqual({ data: { outcome: 'archived' } });
    const archived = await api.call('GET', 'master-study-room?archived=true', s.tutorA.token);
    expect(archived.json<{ data: { id: string }[] }>().data.map((row) => row.id)).toContain(master.id);
    // A series that overlaps refuses every room of it.
    const colliding = await api.call('POST', 'study-room', s.tutorA.token, {
      ...series,
      templateId: masterId,
      until: dateOf(28),
    });
    const error = expectRefusal(colliding, 409, 'SESSION_OVERLAP');
    expect(studyRoomConflictSchema.parse(error.details).studyRoomId).toBe(rooms[0]?.id);
    const tooMany = await api.call('POST', 'study-room', s.tutorA.token, {
      ...series,
      templateId: masterId,
      weekdays: [2],
      until: dateOf(400),
    });
    expectRefusal(tooMany, 400, 'VALIDATION_FAILED');
  });

  it('refuses a start in the past and overlaps with class sessions both ways', async () => {
    expectRefusal(
      await api.single(s.tutorA.token, masterId, new Date(Date.now() - 60_000)),
      422,
      'SESSION_IN_PAST',
    );
    const session = await ctx.app.inject({
      method: 'POST',
      url: `/api/tutor/kelas/${s.classId}/sesi`,
      payload: { kind: 'single', startsAt: at(30, 10).toISOString(), durationMinutes: 60, meetingUrl },
      headers: { authorization: s.tutorA.token },
    });
    expect(session.statusCode, session.body).toBe(201);
    const overClass = expectRefusal(
      await api.single(s.tutorA.token, masterId, at(30, 10, 30)),
      409,
      'SESSION_OVERLAP',
    );
    expect(overClass.details).toMatchObject({ classId: s.classId, classTitle: 'Kalkulus' });
    const [room] = createdRooms(await api.single(s.tutorA.token, masterId, at(31, 10)));
    const overRoom = await ctx.app.inject({
      method: 'POST',
      url: `/api/tutor/kelas/${s.classId}/sesi`,
      payload: { kind: 'single', startsAt: at(31, 10, 30).toISOString(), durationMinutes: 60, meetingUrl },
      headers: { authorization: s.tutorA.token },
    });
    const error = expectRefusal(overRoom, 409, 'SESSION_OVERLAP');
    expect(error.details).toMatchObject({ kind: 'study_room', studyRoomId: room?.id });
    // Another tutor's room at the same time is no conflict.
    const other = await masterOf(s.tutorB.token, { title: 'Ruang Tutor B' });
    createdRooms(await api.single(s.tutorB.token, other.id, at(31, 10)));
  });

  it('edits, moves and cancels a room: capacity above seats, moves need a reason, participants e-mailed', async () => {
    const [room] = createdRooms(await api.single(s.tutorA.token, masterId, at(40, 3)));
    const id = room?.id ?? '';
    await joinRoom(ctx, id, s.student.id);
    await joinRoom(ctx, id, s.student2.id);
    expectRefusal(
      await api.call('PATCH', `study-room/${id}`, s.tutorA.token, { capacity: 1 }),
      409,
      'STUDY_ROOM_CAPACITY_BELOW_SEATS',
    );
    const noReason = await api.call('PATCH', `study-room/${id}`, s.tutorA.token, {
      startsAt: at(40, 5).toISOString(),
    });
    expectRefusal(noReason, 400, 'VALIDATION_FAILED');
    const moved = await api.call('PATCH', `study-room/${id}`, s.tutorA.token, {
      startsAt: at(40, 5).toISOString(),
      capacity: 2,
      reason: 'Tutor ada rapat sekolah pagi itu.',
    });
    expect(moved.json()).toMatchObject({
      data: { startsAt: at(40, 5).toISOString(), capacity: 2, seatsTaken: 2 },
    });
    const participants = studyRoomParticipantsResponseSchema.parse(
      (await api.call('GET', `study-room/${id}/peserta`, s.tutorA.token)).json(),
    ).data;
    expect(participants.map((p) => p.userId).sort()).toEqual([s.student.id, s.student2.id].sort());
    expect(participants[0]).toMatchObject({ paid: false, muted: false, removed: false, attendedAt: null });
    expectRefusal(
      await api.call('DELETE', `study-room/${id}`, s.tutorA.token),
      409,
      'STUDY_ROOM_HAS_PARTICIPANTS',
    );
    const cancelled = await api.call('POST', `study-room/${id}/batal`, s.tutorA.token, {
      reason: 'Tutor sakit mendadak.',
    });
    expect(cancelled.json()).toMatchObject({
      data: { status: 'cancelled', state: 'cancelled', cancelReason: 'Tutor sakit mendadak.' },
    });
    expectRefusal(
      await api.call('PATCH', `study-room/${id}`, s.tutorA.token, { title: 'Lagi' }),
      409,
      'STUDY_ROOM_CANCELLED',
    );
    await ctx.app.jobs.whenIdle();
    const mails = await mailsTo(s.student.email);
    expect(mails).toEqual(
      expect.arrayContaining([
        'Jadwal ruang belajar diubah: Latihan Soal Integral',
        'Ruang belajar dibatalkan: Latihan Soal Integral',
      ]),
    );
    // A cancelled room frees its time.
    createdRooms(await api.single(s.tutorA.token, masterId, at(40, 5)));
  });

  it('lists the tutor’s rooms upcoming, live and past', async () => {
    const [soon, later] = createdRooms(
      await api.call('POST', 'study-room', s.tutorA.token, {
        kind: 'weekly',
        templateId: masterId,
        firstStart: `${dateOf(49)}T08:00`,
        weekdays: [1, 2],
        until: dateOf(50),
      }),
    );
    // Put one in its time now and one in the past (the API refuses past starts; the clock has moved on).
    const now = Date.now();
    await execute(
      ctx.database,
      sql`update study_rooms set starts_at = ${new Date(now - 10 * 60_000).toISOString()}, ends_at = ${new Date(now + 50 * 60_000).toISOString()} where id = ${soon?.id ?? ''}`,
    );
    await execute(
      ctx.database,
      sql`update study_rooms set starts_at = ${new Date(now - 3 * 3600_000).toISOString()}, ends_at = ${new Date(now - 2 * 3600_000).toISOString()} where id = ${later?.id ?? ''}`,
    );
    const ids = async (when: string) =>
      studyRoomListSchema
        .parse((await api.call('GET', `study-room?when=${when}&pageSize=100`, s.tutorA.token)).json())
        .data.map((card) => card.id);
    expect(await ids('live')).toContain(soon?.id);
    expect(await ids('upcoming')).not.toContain(soon?.id);
    expect(await ids('past')).toContain(later?.id);
    const live = studyRoomListSchema.parse(
      (await api.call('GET', 'study-room?when=live', s.tutorA.token)).json(),
    );
    expect(live.data.find((card) => card.id === soon?.id)).toMatchObject({
      joinOpen: true,
      state: 'upcoming',
    });
    expectRefusal(
      await api.call('PATCH', `study-room/${later?.id ?? ''}`, s.tutorA.token, { title: 'Sudah lewat' }),
      409,
      'STUDY_ROOM_ENDED',
    );
  });
});
