import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { liveClassListSchema, liveClassResponseSchema, reviewListSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { type DatabaseHandle, openPostgres } from '../../../db/client';
import { buildLiveClass, buildReview, buildSubject, buildTutorProfile } from '../../../db/factories';
import { localFileStorage } from '../../../lib/storage';
import { createAccount, execute, queryRows } from '../../../test/auth-helpers';
import { countQueries, getFrom, useCatalogueApp } from '../../../test/catalogue';
import { testDatabases } from '../../../test/test-app';
import { catalogueReferenceServiceFor } from '../../catalogue-reference';
import { catalogueServicesFor, type CatalogueServices } from '..';
import { catalogueTables } from './cache-dependencies';

describe.each(testDatabases())('catalogue read cache (%s)', (kind) => {
  // Instance A: the app under test. Instance B: a second app on the same database, with its own connections.
  const ctx = useCatalogueApp(kind);
  let other: { app: FastifyInstance; database: DatabaseHandle };
  let viaB: CatalogueServices;
  let classId: string;
  let tutorId: string;
  let studentIds: string[];
  const get = (url: string, headers: Record<string, string> = {}) => getFrom(ctx, url, headers);
  const detail = async (app: FastifyInstance = ctx.app) => {
    const response = await app.inject({ method: 'GET', url: `/api/kelas/${classId}` });
    expect(response.statusCode, response.body).toBe(200);
    return liveClassResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    const database = ctx.database.kind === 'postgres' ? await openPostgres(ctx.database.url) : ctx.database;
    other = { app: await buildApp({ config: ctx.config, database }), database };
    await other.app.ready();
    viaB = catalogueServicesFor(other.database.db, { storage: localFileStorage(`${ctx.dataDir}/files`) });

    const subject = buildSubject({ name: 'Statistika', level: 'SMA' });
    const reference = catalogueReferenceServiceFor(other.database.db);
    await reference.ensureReferenceData({ subjects: [subject], expertiseCategories: [], expertise: [] });
    const subjectId = (await reference.subjectIdsBySlug([subject.slug])).get(subject.slug) ?? '';
    tutorId = (await createAccount(other.database, { scope: ['tutor'] })).user.id;
    studentIds = [];
    for (let i = 0; i < 2; i += 1) studentIds.push((await createAccount(other.database)).user.id);
    await viaB.tutors.ensureProfiles([buildTutorProfile(tutorId, { displayName: 'Dian Kusuma' })]);
    const refs = { tutorId, subjectId, level: 'SMA' as const };
    const ids = await viaB.classes.ensureClasses([
      buildLiveClass(refs, { slug: 'statistika-cache', title: 'Statistika Dasar' }),
      ...Array.from({ length: 4 }, () => buildLiveClass(refs, { price: 250_000 })),
    ]);
    classId = ids.get('statistika-cache') ?? '';
  });

  afterAll(async () => {
    await other.app.close();
    if (other.database !== ctx.database) await other.database.close();
  });

  it('watches changes on both instances and answers a repeated read without querying', async () => {
    expect(ctx.app.catalogueCache.stats()).toMatchObject({ enabled: true, listening: true });
    expect(other.app.catalogueCache.stats()).toMatchObject({ enabled: true, listening: true });
    const url = '/api/kelas?jenjang=SMA&sort=price_asc';
    const first = await get(url);
    const second = await get(url);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(liveClassListSchema.parse(second.json()).data.map((card) => card.id)).toContain(classId);
    expect(await countQueries(ctx, () => get(url))).toBe(0);
    // Another spelling of the same query: a new URL, but the answer object comes from the service layer.
    expect(await countQueries(ctx, () => get('/api/kelas?sort=price_asc&jenjang=SMA'))).toBe(0);
  });

  it('shows a write made through another instance in the next read (title, review, seats)', async () => {
    const before = await detail();
    expect(before.title).toBe('Statistika Dasar');
    expect(await countQueries(ctx, () => detail())).toBe(0);

    await execute(
      other.database,
      sql`update live_classes set title = 'Statistika Terapan' where id = ${classId}`,
    );
    await ctx.app.catalogueChanges.sync();
    expect((await detail()).title).toBe('Statistika Terapan');

    const reviewsUrl = `/api/ulasan?targetType=kelas&targetId=${classId}`;
    expect(reviewListSchema.parse((await get(reviewsUrl)).json()).meta).toMatchObject({ total: 0 });
    await viaB.reviews.ensureReviews([
      buildReview(studentIds[0] ?? '', { type: 'kelas', id: classId }, { rating: 4 }),
    ]);
    expect(reviewListSchema.parse((await get(reviewsUrl)).json()).meta).toMatchObject({
      total: 1,
      average: 4,
    });
    expect((await detail()).rating).toEqual({ average: 4, count: 1 });

    const seatsLeft = async () =>
      liveClassListSchema
        .parse((await get('/api/kelas?jenjang=SMA&sort=price_asc')).json())
        .data.find((card) => card.id === classId)?.seatsLeft;
    expect(await seatsLeft()).toBe(20);
    await execute(
      other.database,
      sql`update live_classes set seats_taken = seats_taken + 3 where id = ${classId}`,
    );
    expect(await seatsLeft()).toBe(17);

    // The reviewer renames themself: their name on the review follows (users.name is watched).
    await execute(other.database, sql`update users set name = 'Nama Baru' where id = ${studentIds[0]}`);
    expect(reviewListSchema.parse((await get(reviewsUrl)).json()).data[0]?.author.name).toBe('Nama Baru');
  });

  it('hides a class at once when it stops being public, on both instances', async () => {
    await detail();
    await detail(other.app);
    await execute(ctx.database, sql`update live_classes set status = 'archived' where id = ${classId}`);
    await ctx.app.catalogueChanges.sync();
    await other.app.catalogueChanges.sync();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/kelas/${classId}` })).statusCode).toBe(404);
    expect((await other.app.inject({ method: 'GET', url: `/api/kelas/${classId}` })).statusCode).toBe(404);
    await execute(ctx.database, sql`update live_classes set status = 'published' where id = ${classId}`);
    expect((await get(`/api/kelas/${classId}`)).statusCode).toBe(200);
  });

  it('never caches a refused query', async () => {
    const { stores } = ctx.app.catalogueCache.stats();
    for (let i = 0; i < 2; i += 1) {
      expect((await get('/api/kelas?pageSize=500')).statusCode).toBe(400);
      expect((await get('/api/kelas?pelajaran=tidak-ada')).statusCode).toBe(400);
      expect((await get('/api/kelas/bukan-uuid')).statusCode).toBe(400);
    }
    expect(ctx.app.catalogueCache.stats().stores).toBe(stores);
  });

  it('answers compressed copies of a cached answer that decompress to the same JSON', async () => {
    const url = '/api/kelas?pageSize=50';
    const plain = await get(url);
    expect(plain.body.length).toBeGreaterThan(1024); // compressed from 1 KB on
    await get(url); // cached now
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const response = await get(url, { 'accept-encoding': `${encoding}, deflate` });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decompress(response.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
    const refused = await get(url, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('has a change trigger on every table the cache depends on', async () => {
    const rows = await queryRows(
      ctx.database,
      sql`select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname = c.relname || '_catalogue_changed' and not t.tgisinternal`,
    );
    expect(rows.map((row) => row.table_name).sort()).toEqual([...catalogueTables].sort());
  });

  it.runIf(kind === 'postgres')(
    'is bypassed while its listening connection is lost, then starts empty',
    async () => {
      const listening = async (app: FastifyInstance, expected: boolean) =>
        vi.waitFor(() => expect(app.catalogueCache.stats().listening).toBe(expected), { timeout: 10_000 });
      await detail();
      await detail();
      expect(ctx.app.catalogueCache.stats().entries).toBeGreaterThan(0);
      await execute(
        other.database,
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'scola-listen-catalogue_changed' and datname = current_database()`,
      );
      await listening(ctx.app, false);
      expect(ctx.app.catalogueCache.stats().entries).toBe(0);
      expect(await countQueries(ctx, () => detail())).toBeGreaterThan(0); // bypassed: read from the database
      await listening(ctx.app, true);
      await listening(other.app, true);
      await detail();
      expect(await countQueries(ctx, () => detail())).toBe(0);
    },
  );
});
