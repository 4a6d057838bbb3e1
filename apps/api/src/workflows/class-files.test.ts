import { classFileListSchema, classFileResponseSchema, classRoom } from '@scola/contracts';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueApp } from '../test/catalogue';
import { docx, oleFile, plainZip, windowsProgram } from '../test/class-file-fixtures';
import { multipartFile } from '../test/multipart';
import { closeAll, connectReady, listenOnLoopback, nextEvent, watchRoom } from '../test/realtime-client';
import { person, type Person, type RecordsKit, recordsKit } from '../test/tutor-records-kit';
import { testDatabases } from '../test/test-app';
import { png, realPdf, textFile } from '../test/upload-fixtures';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('class space files (%s)', (kind) => {
  // A 1 MB limit keeps the size test small.
  const ctx = useCatalogueApp(kind, { env: { CLASS_FILE_MAX_MB: '1' } });
  let kit: RecordsKit;
  let student: Person;
  let otherStudent: Person;
  let classId: string;

  const auth = (who?: Person): Record<string, string> => (who ? { authorization: who.token } : {});
  const base = (id = classId) => `/api/ruang-kelas/${id}/berkas`;
  const upload = (who: Person | undefined, name: string, bytes: Uint8Array, id = classId) => {
    const body = multipartFile('berkas', name, 'application/octet-stream', bytes);
    return ctx.app.inject({
      method: 'POST',
      url: base(id),
      payload: body.payload,
      headers: { ...body.headers, ...auth(who) },
    });
  };
  const list = (who: Person | undefined, query = '') =>
    ctx.app.inject({ method: 'GET', url: `${base()}${query}`, headers: auth(who) });
  const rename = (who: Person | undefined, fileId: string, name: string) =>
    ctx.app.inject({ method: 'PATCH', url: `${base()}/${fileId}`, payload: { name }, headers: auth(who) });
  const remove = (who: Person | undefined, fileId: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${base()}/${fileId}`, headers: auth(who) });
  const uploaded = async (who: Person, name: string, bytes: Uint8Array) => {
    const response = await upload(who, name, bytes);
    expect(response.statusCode, response.body).toBe(201);
    return classFileResponseSchema.parse(response.json()).data;
  };
  const keyOf = (downloadUrl: string) =>
    new URL(downloadUrl, 'http://x').pathname.replace('/api/berkas/privat/', '');
  const storedObjects = () =>
    readdir(join(ctx.dataDir, 'files', 'class-files', classId)).then(
      (names) => names.length,
      () => 0,
    );
  const filesOf = async (who: Person) => classFileListSchema.parse((await list(who, '?pageSize=100')).json());

  beforeAll(async () => {
    kit = await recordsKit(ctx);
    classId = kit.ids.upcoming;
    student = await person(ctx, ['student']);
    otherStudent = await person(ctx, ['student']);
    await kit.grant(student.id, [{ itemType: 'kelas', itemId: classId }]);
    await kit.grant(otherStudent.id, [{ itemType: 'kelas', itemId: kit.ids.other }]);
  });
  afterEach(() => closeAll());

  it('the tutor uploads a PDF; a student watching the room hears of it, sees it and downloads its bytes', async () => {
    const baseUrl = await listenOnLoopback(ctx.app);
    const watcher = await connectReady(baseUrl, student.token);
    expect(await watchRoom(watcher.socket, classRoom(classId))).toMatchObject({ ok: true });
    const heard = nextEvent(watcher.socket, 'class.changed');
    const pdf = await realPdf();

    const file = await uploaded(kit.tutorA, 'Modul 1 Geometri.pdf', pdf);
    expect(file).toMatchObject({
      classId,
      name: 'Modul 1 Geometri.pdf',
      originalName: 'Modul 1 Geometri.pdf',
      contentType: 'application/pdf',
      byteSize: pdf.byteLength,
    });
    expect(file.uploader.id).toBe(kit.tutorA.id);
    expect(await heard).toMatchObject({ classId, area: 'files', id: file.id });

    const answer = await filesOf(student);
    expect(answer.meta).toMatchObject({ maxBytes: 1024 * 1024 });
    const listed = answer.data.find((item) => item.id === file.id);
    expect(listed?.downloadUrl).toMatch(/^\/api\/berkas\/privat\/class-files\/.+\.pdf\?token=/);
    const download = await ctx.app.inject({ method: 'GET', url: listed?.downloadUrl ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Saved under its display name (signed with the link: a changed name is refused).
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Modul_1_Geometri.pdf"; filename*=UTF-8''Modul%201%20Geometri.pdf`,
    );
    const renamedLink = (listed?.downloadUrl ?? '').replace('nama=Modul', 'nama=Lain');
    expect((await ctx.app.inject({ method: 'GET', url: renamedLink })).statusCode).toBe(403);
    expect(new Uint8Array(download.rawPayload)).toEqual(pdf);
    // The link opens this object only: another key with the same token is refused.
    const borrowed = (listed?.downloadUrl ?? '').replace(file.id, unknownId);
    expect((await ctx.app.inject({ method: 'GET', url: borrowed })).statusCode).toBe(403);
  });

  it('accepts images, Word (new and legacy), Excel and zips by content, whatever their names', async () => {
    const cases = [
      ['foto.png', await png(), 'image/png'],
      ['ringkasan.bin', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['soal lama.doc', oleFile('WordDocument'), 'application/msword'],
      ['nilai.xls', oleFile('Workbook'), 'application/vnd.ms-excel'],
      ['arsip.zip', plainZip(), 'application/zip'],
    ] as const;
    for (const [name, bytes, contentType] of cases) {
      const file = await uploaded(kit.admin, name, bytes);
      expect(file.contentType).toBe(contentType);
      expect(file.uploader.id).toBe(kit.admin.id);
    }
  });

  it('refuses other types by content and files over the limit, storing nothing', async () => {
    const before = (await filesOf(kit.tutorA)).meta.total;
    const objectsBefore = await storedObjects();
    for (const [name, bytes] of [
      ['tugas.pdf', windowsProgram()],
      ['installer.doc', oleFile('!_StringPool')],
      ['catatan.txt', textFile()],
    ] as const) {
      const response = await upload(kit.tutorA, name, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ error: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    }
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(await realPdf());
    const tooLarge = await upload(kit.tutorA, 'besar.pdf', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      error: { code: 'FILE_TOO_LARGE', details: { maxBytes: 1024 * 1024 } },
    });
    const empty = await upload(kit.tutorA, 'kosong.pdf', new Uint8Array(0));
    expect(empty.json()).toMatchObject({ error: { code: 'FILE_INVALID' } });
    expect((await filesOf(kit.tutorA)).meta.total).toBe(before);
    expect(await storedObjects()).toBe(objectsBefore);
  });

  it('renames and deletes (tutor, admin); the deleted object is gone from storage', async () => {
    const file = await uploaded(kit.tutorA, 'lama.pdf', await realPdf());
    const renamed = await rename(kit.tutorA, file.id, '  Modul 2 (revisi).pdf ');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(classFileResponseSchema.parse(renamed.json()).data).toMatchObject({
      name: 'Modul 2 (revisi).pdf',
      originalName: 'lama.pdf',
    });
    expect((await rename(kit.admin, file.id, 'Modul 2.pdf')).statusCode).toBe(200);
    expect((await rename(kit.tutorA, file.id, '   ')).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
    expect((await filesOf(student)).data.find((item) => item.id === file.id)?.name).toBe('Modul 2.pdf');
    // A name without the extension is still saved as a PDF.
    const bare = classFileResponseSchema.parse((await rename(kit.tutorA, file.id, 'Modul 2')).json()).data;
    expect(new URL(bare.downloadUrl, 'http://x').searchParams.get('nama')).toBe('Modul 2.pdf');

    const key = keyOf(file.downloadUrl);
    expect(await ctx.app.storage.exists(key)).toBe(true);
    expect((await remove(kit.tutorA, file.id)).statusCode).toBe(200);
    expect(await ctx.app.storage.exists(key)).toBe(false);
    expect((await filesOf(student)).data.some((item) => item.id === file.id)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: file.downloadUrl })).statusCode).toBe(404);
    expect((await remove(kit.tutorA, file.id)).statusCode).toBe(404);
    expect((await rename(kit.tutorA, unknownId, 'x.pdf')).statusCode).toBe(404);
  });

  it('lets a student read only; refuses another student, another tutor and a visitor on every route', async () => {
    const file = await uploaded(kit.tutorA, 'materi.pdf', await realPdf());
    const studentUpload = await upload(student, 'punyaku.pdf', await realPdf());
    expect(studentUpload.statusCode).toBe(403);
    expect(studentUpload.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await rename(student, file.id, 'x.pdf')).json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await remove(student, file.id)).statusCode).toBe(403);
    expect((await list(student)).statusCode).toBe(200);

    for (const outsider of [otherStudent, kit.tutorB]) {
      for (const response of [
        await list(outsider),
        await upload(outsider, 'x.pdf', await realPdf()),
        await rename(outsider, file.id, 'x.pdf'),
        await remove(outsider, file.id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: { code: 'CLASS_SPACE_NOT_MEMBER' } });
      }
    }
    for (const response of [
      await list(undefined),
      await upload(undefined, 'x.pdf', await realPdf()),
      await rename(undefined, file.id, 'x.pdf'),
      await remove(undefined, file.id),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    // Tutor B may not reach tutor A's file through B's own class either.
    const throughOther = await ctx.app.inject({
      method: 'DELETE',
      url: `${base(kit.ids.other)}/${file.id}`,
      headers: auth(kit.tutorB),
    });
    expect(throughOther.statusCode).toBe(404);
    expect((await filesOf(student)).data.some((item) => item.id === file.id)).toBe(true);
    expect((await upload(kit.tutorA, 'x.pdf', await realPdf(), unknownId)).statusCode).toBe(404);
  });

  it('pages newest first', async () => {
    const all = await filesOf(student);
    expect(all.meta.total).toBeGreaterThanOrEqual(3);
    const times = all.data.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = classFileListSchema.parse((await list(student, '?page=2&pageSize=2')).json());
    expect(second.meta).toMatchObject({ page: 2, pageSize: 2, total: all.meta.total });
    expect(second.data.map((item) => item.id)).toEqual(all.data.slice(2, 4).map((item) => item.id));
    expect((await list(student, '?pageSize=500')).statusCode).toBe(400);
  });
});
