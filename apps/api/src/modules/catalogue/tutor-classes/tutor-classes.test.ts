import { type ErrorBody, liveClassResponseSchema, tutorClassListSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, execute } from '../../../test/auth-helpers';
import { getFrom, useCatalogueApp } from '../../../test/catalogue';
import { multipartFile } from '../../../test/multipart';
import { testDatabases } from '../../../test/test-app';
import {
  addSession,
  type ClassEditorKit,
  classEditorKit,
  classOf,
  createDraft,
  infoInput,
  send,
  tokenOf,
} from '../../../test/tutor-classes-kit';
import { png } from '../../../test/upload-fixtures';

describe.each(testDatabases())('tutor class editor (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: ClassEditorKit;

  beforeAll(async () => {
    kit = await classEditorKit(ctx);
  });

  it('refuses visitors (401), students (403) and other tutors (404), and lets the owner and admins in', async () => {
    const draft = await createDraft(ctx, kit);
    const url = `/api/tutor/kelas/${draft.id}`;
    const calls = [
      ['GET', url],
      ['PATCH', url, { title: 'Judul yang diubah orang lain' }],
      ['POST', `${url}/terbitkan`],
      ['POST', `${url}/arsipkan`],
      ['POST', `${url}/pulihkan`],
      ['DELETE', url],
    ] as const;
    for (const [method, path, body] of calls) {
      const visitor = await send(ctx, method, path, undefined, body);
      expect(visitor.statusCode, `${method} ${path}`).toBe(401);
      const student = await send(ctx, method, path, kit.tokens.student, body);
      expect(student.statusCode, `${method} ${path}`).toBe(403);
      const other = await send(ctx, method, path, kit.tokens.otherTutor, body);
      expect(other.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await send(ctx, 'GET', '/api/tutor/kelas')).statusCode).toBe(401);
    expect((await send(ctx, 'GET', '/api/tutor/kelas', kit.tokens.student)).statusCode).toBe(403);
    expect((await send(ctx, 'POST', '/api/tutor/kelas', kit.tokens.student, infoInput(kit))).statusCode).toBe(
      403,
    );
    // Nothing the outsiders sent changed the class.
    const owner = classOf(await send(ctx, 'GET', url, kit.tokens.tutor));
    expect(owner.title).toBe(draft.title);
    expect(owner.status).toBe('draft');

    const admin = await send(ctx, 'PATCH', url, kit.tokens.admin, { capacity: 12 });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(classOf(admin).capacity).toBe(12);
    const otherList = tutorClassListSchema.parse(
      (await send(ctx, 'GET', '/api/tutor/kelas', kit.tokens.otherTutor)).json(),
    );
    expect(otherList.data.some((row) => row.id === draft.id)).toBe(false);
    expect(otherList.meta.total).toBe(0);
  });

  it('creates a draft from the informasi step: level from the subject, hidden from the catalogue', async () => {
    const draft = await createDraft(ctx, kit, kit.tokens.tutor, { title: 'Draf Geometri SMP' });
    expect(draft).toMatchObject({
      title: 'Draf Geometri SMP',
      status: 'draft',
      level: 'SMP',
      price: 0,
      seatsTaken: 0,
      nextSessionAt: null,
      publishBlockers: ['no_future_session'],
    });
    expect(draft.subject.id).toBe(kit.subjectId);
    expect((await getFrom(ctx, `/api/kelas/${draft.id}`)).statusCode).toBe(404);

    const bimbleTooBig = await send(
      ctx,
      'POST',
      '/api/tutor/kelas',
      kit.tokens.tutor,
      infoInput(kit, { kind: 'bimble', capacity: 6 }),
    );
    expect(bimbleTooBig.statusCode).toBe(400);
    const unknownSubject = await send(
      ctx,
      'POST',
      '/api/tutor/kelas',
      kit.tokens.tutor,
      infoInput(kit, { subjectId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownSubject.statusCode).toBe(400);
    expect(unknownSubject.json<ErrorBody>().error.details).toEqual([
      expect.objectContaining({ path: 'subjectId' }),
    ]);
  });

  it('stores the tentang step sanitised, with what students learn and requirements', async () => {
    const draft = await createDraft(ctx, kit);
    const response = await send(ctx, 'PATCH', `/api/tutor/kelas/${draft.id}`, kit.tokens.tutor, {
      aboutHtml: '<p onclick="steal()">Rumus $x^2$</p><script>alert(1)</script>',
      learningPoints: ['Menyelesaikan persamaan linear', 'Membuat model soal cerita'],
      requirements: ['Paham operasi bilangan bulat'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = classOf(response);
    expect(saved.aboutHtml).toContain('Rumus $x^2$');
    expect(saved.aboutHtml).not.toMatch(/script|onclick/);
    expect(saved.learningPoints).toEqual(['Menyelesaikan persamaan linear', 'Membuat model soal cerita']);
    expect(saved.requirements).toEqual(['Paham operasi bilangan bulat']);
  });

  it('prices with a sale that ends, shows the platform fee and the net per seat, refuses bad sales', async () => {
    const draft = await createDraft(ctx, kit);
    const url = `/api/tutor/kelas/${draft.id}`;
    const saleEndsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const priced = await send(ctx, 'PATCH', url, kit.tokens.tutor, {
      price: 150_000,
      salePrice: 99_000,
      saleEndsAt,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(classOf(priced)).toMatchObject({
      price: 150_000,
      salePrice: 99_000,
      saleEndsAt,
      finalPrice: 99_000,
      pricing: { platformFeePercent: 20, platformFee: 19_800, netPerSeat: 79_200 },
    });

    const refusals = [
      [{ salePrice: 150_000 }, 'salePrice'],
      [{ price: 90_000 }, 'salePrice'],
      [{ saleEndsAt: new Date(Date.now() - 60_000).toISOString() }, 'saleEndsAt'],
    ] as const;
    for (const [body, path] of refusals) {
      const refused = await send(ctx, 'PATCH', url, kit.tokens.tutor, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<ErrorBody>().error.details).toEqual([expect.objectContaining({ path })]);
    }
    const noSale = classOf(await send(ctx, 'PATCH', url, kit.tokens.tutor, { salePrice: null }));
    expect(noSale).toMatchObject({ salePrice: null, saleEndsAt: null, finalPrice: 150_000 });
    expect(noSale.pricing.netPerSeat).toBe(120_000);
  });

  it('never lets the capacity go below the seats taken', async () => {
    const draft = await createDraft(ctx, kit);
    await execute(ctx.database, sql`update live_classes set seats_taken = 4 where id = ${draft.id}`);
    const url = `/api/tutor/kelas/${draft.id}`;
    const refused = await send(ctx, 'PATCH', url, kit.tokens.tutor, { capacity: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({
      code: 'CLASS_CAPACITY_BELOW_SEATS',
      details: { seatsTaken: 4 },
    });
    expect(classOf(await send(ctx, 'PATCH', url, kit.tokens.tutor, { capacity: 4 })).capacity).toBe(4);
  });

  it('publishes only with a future session and a verified tutor; the catalogue shows every change at once', async () => {
    const draft = await createDraft(ctx, kit, kit.tokens.tutor, { title: 'Kelas Terbit Uji' });
    const url = `/api/tutor/kelas/${draft.id}`;
    await send(ctx, 'PATCH', url, kit.tokens.tutor, { price: 80_000 });
    await addSession(ctx, draft.id, kit.tutorId, -2);
    await addSession(ctx, draft.id, kit.tutorId, 3, 'cancelled');
    const early = await send(ctx, 'POST', `${url}/terbitkan`, kit.tokens.tutor);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().error.code).toBe('CLASS_NO_FUTURE_SESSION');
    expect(early.json<ErrorBody>().error.message).toContain('sesi');

    await addSession(ctx, draft.id, kit.tutorId, 5);
    const published = await send(ctx, 'POST', `${url}/terbitkan`, kit.tokens.tutor);
    expect(published.statusCode, published.body).toBe(200);
    expect(classOf(published)).toMatchObject({ status: 'published', publishBlockers: [] });
    expect(classOf(published).nextSessionAt).not.toBeNull();
    const shown = await getFrom(ctx, `/api/kelas/${draft.id}`);
    expect(liveClassResponseSchema.parse(shown.json()).data).toMatchObject({
      title: 'Kelas Terbit Uji',
      finalPrice: 80_000,
    });

    await send(ctx, 'PATCH', url, kit.tokens.tutor, { title: 'Kelas Terbit Uji (revisi)', price: 85_000 });
    const edited = liveClassResponseSchema.parse((await getFrom(ctx, `/api/kelas/${draft.id}`)).json()).data;
    expect(edited).toMatchObject({ title: 'Kelas Terbit Uji (revisi)', finalPrice: 85_000 });

    expect((await send(ctx, 'POST', `${url}/arsipkan`, kit.tokens.tutor)).statusCode).toBe(200);
    expect((await getFrom(ctx, `/api/kelas/${draft.id}`)).statusCode).toBe(404);
    const restored = classOf(await send(ctx, 'POST', `${url}/pulihkan`, kit.tokens.tutor));
    expect(restored.status).toBe('draft');

    const unverified = await createDraft(ctx, kit, await tokenOfUnverified());
    await addSession(ctx, unverified.id, kit.unverifiedTutorId, 9);
    const refused = await send(
      ctx,
      'POST',
      `/api/tutor/kelas/${unverified.id}/terbitkan`,
      await tokenOfUnverified(),
    );
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('CLASS_TUTOR_UNVERIFIED');
  });

  it('lists the tutor’s classes by kind and status with seats and next session, paged', async () => {
    const bimble = await createDraft(ctx, kit, kit.tokens.tutor, { kind: 'bimble', capacity: 2 });
    const list = async (query: string) =>
      tutorClassListSchema.parse(
        (await send(ctx, 'GET', `/api/tutor/kelas?${query}`, kit.tokens.tutor)).json(),
      );
    const bimbles = await list('jenis=bimble');
    expect(bimbles.data.map((row) => row.id)).toEqual([bimble.id]);
    expect(bimbles.data[0]).toMatchObject({ capacity: 2, seatsTaken: 0, kind: 'bimble', status: 'draft' });
    const groups = await list('jenis=group&status=draft&pageSize=2');
    expect(groups.data).toHaveLength(2);
    expect(groups.meta.total).toBeGreaterThan(2);
    expect(groups.data.every((row) => row.kind === 'group' && row.status === 'draft')).toBe(true);
    expect((await send(ctx, 'GET', '/api/tutor/kelas?pageSize=1000', kit.tokens.tutor)).statusCode).toBe(400);
  });

  it('deletes a class nobody bought, refuses one with students', async () => {
    const empty = await createDraft(ctx, kit);
    await addSession(ctx, empty.id, kit.tutorId, 12);
    const deleted = await send(ctx, 'DELETE', `/api/tutor/kelas/${empty.id}`, kit.tokens.tutor);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await send(ctx, 'GET', `/api/tutor/kelas/${empty.id}`, kit.tokens.tutor)).statusCode).toBe(404);

    const taken = await createDraft(ctx, kit);
    await execute(ctx.database, sql`update live_classes set seats_taken = 1 where id = ${taken.id}`);
    const refused = await send(ctx, 'DELETE', `/api/tutor/kelas/${taken.id}`, kit.tokens.tutor);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('CLASS_HAS_STUDENTS');
    expect(
      classOf(await send(ctx, 'GET', `/api/tutor/kelas/${taken.id}`, kit.tokens.tutor)).hasStudents,
    ).toBe(true);
  });

  it('sets a cover image through the file storage', async () => {
    const draft = await createDraft(ctx, kit);
    const form = multipartFile('sampul', 'sampul.png', 'image/png', await png(120, 80));
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tutor/kelas/${draft.id}/sampul`,
      payload: form.payload,
      headers: { ...form.headers, authorization: kit.tokens.tutor },
    });
    expect(response.statusCode, response.body).toBe(200);
    const coverUrl = classOf(response).coverUrl ?? '';
    expect(coverUrl).toMatch(/^\/api\/berkas\/publik\/covers\/classes\//);
    const image = await ctx.app.inject({ method: 'GET', url: coverUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  const tokenOfUnverified = () => tokenOf(ctx, kit.unverifiedTutorId);
});
