import {
  type ErrorBody,
  tutorPackageListSchema,
  tutorPackageResponseSchema,
  validationIssueSchema,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCode, execute } from '../../../test/auth-helpers';
import { getFrom, useCatalogueApp } from '../../../test/catalogue';
import { testDatabases } from '../../../test/test-app';
import { type ClassEditorKit, classEditorKit, createDraft, send } from '../../../test/tutor-classes-kit';

const packageOf = (body: unknown) => tutorPackageResponseSchema.parse(body).data;

describe.each(testDatabases())('tutor class packages (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let kit: ClassEditorKit;
  let classIds: string[];
  let foreignId: string;

  beforeAll(async () => {
    kit = await classEditorKit(ctx);
    classIds = [];
    for (const price of [100_000, 80_000]) {
      const draft = await createDraft(ctx, kit);
      await send(ctx, 'PATCH', `/api/tutor/kelas/${draft.id}`, kit.tokens.tutor, { price });
      classIds.push(draft.id);
    }
    foreignId = (await createDraft(ctx, kit, kit.tokens.otherTutor)).id;
  });

  const input = (overrides: object = {}) => ({
    title: 'Paket Aljabar Lengkap',
    summary: 'Dua kelas aljabar dengan harga hemat.',
    price: 150_000,
    classIds,
    ...overrides,
  });

  it('bundles own classes below their total; refuses another tutor’s class and a price not below', async () => {
    const created = await send(ctx, 'POST', '/api/tutor/kelas-paket', kit.tokens.tutor, input());
    expect(created.statusCode, created.body).toBe(201);
    expect(packageOf(created.json())).toMatchObject({
      status: 'draft',
      price: 150_000,
      originalPrice: 180_000,
      level: 'SMP',
    });
    expect(packageOf(created.json()).classes.map((item) => item.id)).toEqual(classIds);

    const foreign = await send(
      ctx,
      'POST',
      '/api/tutor/kelas-paket',
      kit.tokens.tutor,
      input({ classIds: [classIds[0], foreignId] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<ErrorBody>().error.details).toEqual([expect.objectContaining({ path: 'classIds' })]);
    const tooDear = await send(
      ctx,
      'POST',
      '/api/tutor/kelas-paket',
      kit.tokens.tutor,
      input({ price: 180_000 }),
    );
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json<ErrorBody>().error.message).toContain('180.000');
  });

  it('refuses a bimbel class: it is booked slot by slot, a package has no slots', async () => {
    const bimbel = await createDraft(ctx, kit, kit.tokens.tutor, { kind: 'bimble', capacity: 1 });
    const refused = await send(
      ctx,
      'POST',
      '/api/tutor/kelas-paket',
      kit.tokens.tutor,
      input({ classIds: [classIds[0], bimbel.id] }),
    );
    expect(refused.statusCode).toBe(400);
    const [detail] = z.array(validationIssueSchema).parse(refused.json<ErrorBody>().error.details);
    expect(detail?.path).toBe('classIds');
    expect(detail?.message).toContain('bimbel');
  });

  it('publishes only when every class is published, and shows it in the public catalogue', async () => {
    const id = packageOf(
      (await send(ctx, 'POST', '/api/tutor/kelas-paket', kit.tokens.tutor, input())).json(),
    ).id;
    const early = await send(ctx, 'POST', `/api/tutor/kelas-paket/${id}/terbitkan`, kit.tokens.tutor);
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('PACKAGE_CLASSES_NOT_PUBLISHED');

    for (const classId of classIds) {
      await execute(
        ctx.database,
        sql`update live_classes set status = 'published', published_at = now() where id = ${classId}`,
      );
    }
    const published = await send(ctx, 'POST', `/api/tutor/kelas-paket/${id}/terbitkan`, kit.tokens.tutor);
    expect(published.statusCode, published.body).toBe(200);
    expect(packageOf(published.json()).status).toBe('published');
    expect((await getFrom(ctx, `/api/kelas-paket/${id}`)).statusCode).toBe(200);

    // A class that became a bimbel one (booked slot by slot) takes the package off sale.
    const setKind = (kind: string) =>
      execute(ctx.database, sql`update live_classes set kind = ${kind} where id = ${classIds[1]}`);
    await setKind('bimble');
    const carted = await send(ctx, 'POST', '/api/keranjang', kit.tokens.student, {
      itemType: 'kelas-paket',
      itemId: id,
    });
    await setKind('group');
    expect(errorCode(carted)).toBe('ITEM_NOT_FOR_SALE');

    const archived = await send(ctx, 'POST', `/api/tutor/kelas-paket/${id}/arsipkan`, kit.tokens.tutor);
    expect(packageOf(archived.json()).status).toBe('archived');
    expect((await getFrom(ctx, `/api/kelas-paket/${id}`)).statusCode).toBe(404);
  });

  it('refuses visitors (401), students (403) and other tutors (404); lists only own packages', async () => {
    const id = packageOf(
      (await send(ctx, 'POST', '/api/tutor/kelas-paket', kit.tokens.tutor, input())).json(),
    ).id;
    for (const [method, path] of [
      ['GET', `/api/tutor/kelas-paket/${id}`],
      ['PATCH', `/api/tutor/kelas-paket/${id}`],
      ['POST', `/api/tutor/kelas-paket/${id}/terbitkan`],
      ['POST', `/api/tutor/kelas-paket/${id}/arsipkan`],
    ] as const) {
      const body = method === 'PATCH' ? { price: 1000 } : undefined;
      expect((await send(ctx, method, path, undefined, body)).statusCode).toBe(401);
      expect((await send(ctx, method, path, kit.tokens.student, body)).statusCode).toBe(403);
      expect((await send(ctx, method, path, kit.tokens.otherTutor, body)).statusCode).toBe(404);
    }
    const own = tutorPackageListSchema.parse(
      (await send(ctx, 'GET', '/api/tutor/kelas-paket', kit.tokens.tutor)).json(),
    );
    expect(own.data.map((item) => item.id)).toContain(id);
    const other = tutorPackageListSchema.parse(
      (await send(ctx, 'GET', '/api/tutor/kelas-paket', kit.tokens.otherTutor)).json(),
    );
    expect(other.meta.total).toBe(0);
    const admin = await send(ctx, 'PATCH', `/api/tutor/kelas-paket/${id}`, kit.tokens.admin, {
      price: 120_000,
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(packageOf(admin.json()).price).toBe(120_000);
  });

  it('a class in a package cannot be deleted', async () => {
    const refused = await send(ctx, 'DELETE', `/api/tutor/kelas/${classIds[1] ?? ''}`, kit.tokens.tutor);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('CLASS_IN_PACKAGE');
  });
});
