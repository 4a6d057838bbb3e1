import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  classRecordingListSchema,
  classRecordingResponseSchema,
  classRoom,
  recordingPlaybackResponseSchema,
  recordingProgressResponseSchema,
} from '@scola/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assetsDir } from '../db/demo-media';
import { useCatalogueApp } from '../test/catalogue';
import { multipartForm } from '../test/multipart';
import { closeAll, connectReady, listenOnLoopback, nextEvent, watchRoom } from '../test/realtime-client';
import { testDatabases } from '../test/test-app';
import { person, type Person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('class recordings (%s)', (kind) => {
  const ctx = useCatalogueApp(kind, { env: { RECORDING_MAX_MB: '1' } });
  let kit: RecordsKit;
  let student: Person;
  let otherStudent: Person;
  let classId: string;
  let mp4: Uint8Array;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    who?: Person,
    body?: object,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/ruang-kelas/${classId}/rekaman${url}`,
      headers: who ? { authorization: who.token } : {},
      ...(body ? { payload: body } : {}),
    });

  const upload = (who: Person | undefined, fields: Record<string, string>, bytes = mp4, id = classId) => {
    const form = multipartForm(fields, {
      field: 'berkas',
      filename: 'rekaman.mp4',
      contentType: 'video/mp4',
      bytes,
    });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/ruang-kelas/${id}/rekaman`,
      headers: { ...form.headers, ...(who ? { authorization: who.token } : {}) },
      payload: form.payload,
    });
  };

  const list = async (who: Person) => {
    const response = await call('GET', '', who);
    expect(response.statusCode, response.body).toBe(200);
    return classRecordingListSchema.parse(response.json());
  };

  const uploaded = async (title: string, sessionId = '') => {
    const response = await upload(kit.tutorA, { title, sessionId });
    expect(response.statusCode, response.body).toBe(201);
    return classRecordingResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    classId = kit.ids.started;
    student = await person(ctx, ['student']);
    otherStudent = await person(ctx, ['student']);
    await kit.grant(student.id, [{ itemType: 'kelas', itemId: classId }]);
    await kit.grant(otherStudent.id, [{ itemType: 'kelas', itemId: kit.ids.other }]);
    mp4 = new Uint8Array(await readFile(join(assetsDir, 'videos/pengantar.mp4')));
  });
  afterEach(() => closeAll());

  it('lets the tutor upload an MP4 for a session, announces it, and serves it to a student with HTTP Range', async () => {
    const baseUrl = await listenOnLoopback(ctx.app);
    const watcher = await connectReady(baseUrl, student.token);
    expect(await watchRoom(watcher.socket, classRoom(classId))).toMatchObject({ ok: true });
    const heard = nextEvent(watcher.socket, 'class.changed');

    const [session] = (await list(kit.tutorA)).meta.sessions;
    const created = await uploaded('Rekaman pertemuan 1', session!.id);
    expect(created).toMatchObject({
      source: 'upload',
      sessionId: session!.id,
      sizeBytes: mp4.length,
      durationSeconds: 6,
      url: null,
    });
    expect(await heard).toMatchObject({ classId, area: 'recordings', id: created.id });

    const seen = await list(student);
    expect(seen.data.find((item) => item.id === created.id)).toMatchObject({ title: 'Rekaman pertemuan 1' });

    const play = await call('GET', `/${created.id}/putar`, student);
    expect(play.statusCode, play.body).toBe(200);
    const { url } = recordingPlaybackResponseSchema.parse(play.json()).data;
    const part = await ctx.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-range': `bytes 0-99/${mp4.length}`,
      'content-type': 'video/mp4',
    });
    expect(part.rawPayload).toEqual(Buffer.from(mp4.subarray(0, 100)));
    const whole = await ctx.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(mp4.length);
  });

  it('refuses what is not an MP4, one too large, no title or another class’s session, and stores nothing', async () => {
    const before = (await list(kit.tutorA)).meta.total;
    const text = new TextEncoder().encode('bukan video, hanya teks yang diberi nama .mp4');
    const notMp4 = await upload(kit.tutorA, { title: 'Palsu' }, text);
    expect(notMp4.statusCode).toBe(415);
    expect(notMp4.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });

    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(mp4.subarray(0, 64));
    const tooLarge = await upload(kit.tutorA, { title: 'Besar' }, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });

    const headerOnly = await upload(kit.tutorA, { title: 'Rusak' }, mp4.subarray(0, 40));
    expect(headerOnly.json()).toMatchObject({ error: { code: 'FILE_INVALID' } });
    expect((await upload(kit.tutorA, {})).statusCode).toBe(400);

    const wrongSession = await upload(kit.tutorA, { title: 'Salah sesi', sessionId: UNKNOWN });
    expect(wrongSession.statusCode).toBe(422);
    expect(wrongSession.json()).toMatchObject({ error: { code: 'RECORDING_SESSION_INVALID' } });

    expect((await list(kit.tutorA)).meta.total).toBe(before);
  });

  it('adds http(s) links only, renames, reassigns and deletes (tutor and admin), never a student', async () => {
    const bad = await call('POST', '/tautan', kit.tutorA, { title: 'X', url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    const added = await call('POST', '/tautan', kit.tutorA, {
      title: 'Rekaman di YouTube',
      url: 'https://www.youtube.com/watch?v=abc',
    });
    expect(added.statusCode, added.body).toBe(201);
    const link = classRecordingResponseSchema.parse(added.json()).data;
    expect(link).toMatchObject({
      source: 'link',
      url: 'https://www.youtube.com/watch?v=abc',
      sessionId: null,
    });

    const sessions = (await list(kit.tutorA)).meta.sessions;
    const renamed = await call('PATCH', `/${link.id}`, kit.admin, {
      title: 'Rekaman (diperbarui)',
      sessionId: sessions[1]!.id,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      data: { title: 'Rekaman (diperbarui)', sessionId: sessions[1]!.id },
    });
    const unassigned = await call('PATCH', `/${link.id}`, kit.tutorA, { sessionId: null });
    expect(unassigned.json()).toMatchObject({ data: { sessionId: null } });
    const badSession = await call('PATCH', `/${link.id}`, kit.tutorA, { sessionId: UNKNOWN });
    expect(badSession.statusCode).toBe(422);

    for (const [method, url, body] of [
      ['POST', '/tautan', { title: 'Siswa', url: 'https://example.com/v' }],
      ['PATCH', `/${link.id}`, { title: 'Diganti siswa' }],
      ['DELETE', `/${link.id}`, undefined],
    ] as const) {
      const refused = await call(method, url, student, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    expect((await upload(student, { title: 'Siswa' })).statusCode).toBe(403);

    const file = await uploaded('Akan dihapus');
    const { url } = recordingPlaybackResponseSchema.parse(
      (await call('GET', `/${file.id}/putar`, student)).json(),
    ).data;
    expect((await call('DELETE', `/${file.id}`, kit.tutorA)).statusCode).toBe(200);
    expect((await call('DELETE', `/${link.id}`, kit.tutorA)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    expect((await call('DELETE', `/${file.id}`, kit.tutorA)).statusCode).toBe(404);
    const ids = (await list(kit.tutorA)).data.map((item) => item.id);
    expect(ids).not.toContain(file.id);
    expect(ids).not.toContain(link.id);
  });

  it('remembers a student’s furthest position, marks it watched near the end, and restarts on request', async () => {
    const recording = await uploaded('Progres');
    const save = async (body: object, who = student) => {
      const response = await call('PUT', `/${recording.id}/progress`, who, body);
      return response;
    };
    const progress = async (body: object) => {
      const response = await save(body);
      expect(response.statusCode, response.body).toBe(200);
      return recordingProgressResponseSchema.parse(response.json()).data;
    };
    expect(await progress({ positionSeconds: 2, durationSeconds: 6 })).toMatchObject({
      positionSeconds: 2,
      durationSeconds: 6,
      completed: false,
    });
    expect(await progress({ positionSeconds: 1 })).toMatchObject({ positionSeconds: 2 });
    expect(await progress({ positionSeconds: 5.5 })).toMatchObject({ positionSeconds: 5.5, completed: true });
    expect(await progress({ positionSeconds: 999 })).toMatchObject({ positionSeconds: 6 });
    expect(await progress({ positionSeconds: 0, restart: true })).toMatchObject({
      positionSeconds: 0,
      completed: true,
    });

    const mine = (await list(student)).data.find((item) => item.id === recording.id);
    expect(mine?.progress).toMatchObject({ positionSeconds: 0, completed: true });
    const tutorView = (await list(kit.tutorA)).data.find((item) => item.id === recording.id);
    expect(tutorView?.progress).toBeNull();

    expect((await save({ positionSeconds: 1 }, kit.tutorA)).statusCode).toBe(403);
    expect((await save({ positionSeconds: -1 })).statusCode).toBe(400);
    const link = classRecordingResponseSchema.parse(
      (await call('POST', '/tautan', kit.tutorA, { title: 'Luar', url: 'https://vimeo.com/1' })).json(),
    ).data;
    const untracked = await call('PUT', `/${link.id}/progress`, student, { positionSeconds: 3 });
    expect(untracked.statusCode).toBe(409);
    expect(untracked.json()).toMatchObject({ error: { code: 'RECORDING_NOT_TRACKABLE' } });
  });

  it('keeps the furthest of many concurrent saves', async () => {
    const recording = await uploaded('Serentak');
    const positions = Array.from({ length: 24 }, (_, index) => ((index * 7) % 24) / 4);
    const answers = await Promise.all(
      positions.map((positionSeconds) =>
        call('PUT', `/${recording.id}/progress`, student, { positionSeconds, durationSeconds: 6 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(positions.map(() => 200));
    const mine = (await list(student)).data.find((item) => item.id === recording.id);
    expect(mine?.progress?.positionSeconds).toBe(Math.max(...positions));
  });

  it('refuses every route to another student, another tutor and a visitor; 404 for an unknown recording', async () => {
    const recording = await uploaded('Rahasia');
    const routes = [
      ['GET', '', undefined],
      ['POST', '/tautan', { title: 'X', url: 'https://example.com/v' }],
      ['PATCH', `/${recording.id}`, { title: 'Y' }],
      ['DELETE', `/${recording.id}`, undefined],
      ['GET', `/${recording.id}/putar`, undefined],
      ['PUT', `/${recording.id}/progress`, { positionSeconds: 1 }],
    ] as const;
    for (const [method, url, body] of routes) {
      for (const who of [otherStudent, kit.tutorB]) {
        const refused = await call(method, url, who, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ error: { code: 'CLASS_SPACE_NOT_MEMBER' } });
      }
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const who of [otherStudent, kit.tutorB]) {
      expect((await upload(who, { title: 'Z' })).statusCode).toBe(403);
    }
    expect((await upload(undefined, { title: 'Z' })).statusCode).toBe(401);
    expect((await call('GET', `/${UNKNOWN}/putar`, student)).statusCode).toBe(404);
    expect((await call('PATCH', `/${UNKNOWN}`, kit.tutorA, { title: 'Q' })).statusCode).toBe(404);
    // The recording is still there and unchanged.
    expect((await list(student)).data.find((item) => item.id === recording.id)?.title).toBe('Rahasia');
  });
});
