import { createHash } from 'node:crypto';
import {
  calendarFeedLinkResponseSchema,
  calendarFeedStatusResponseSchema,
  type ErrorBody,
} from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../test/auth-helpers';
import { useCatalogueApp } from '../test/catalogue';
import { buildScheduleWorld, type ScheduleWorld } from '../test/schedule-kit';
import { testDatabases } from '../test/test-app';

/** The SUMMARY lines of an ICS text, sorted. */
const summaries = (ics: string) =>
  ics
    .split('\r\n')
    .filter((line) => line.startsWith('SUMMARY:'))
    .map((line) => line.slice('SUMMARY:'.length))
    .sort();

describe.each(testDatabases())('calendar feeds (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let world: ScheduleWorld;

  const account = (method: 'GET' | 'POST' | 'DELETE', token: string) =>
    ctx.app.inject({ method, url: '/api/akun/kalender', headers: token ? { authorization: token } : {} });
  const create = async (token: string) => {
    const response = await account('POST', token);
    expect(response.statusCode, response.body).toBe(201);
    return calendarFeedLinkResponseSchema.parse(response.json()).data;
  };
  /** GET the feed through the app by the path of its public URL. */
  const feed = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });

  beforeAll(async () => {
    world = await buildScheduleWorld(ctx);
  });

  it('refuses visitors on the link routes (401)', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await account(method, '')).statusCode).toBe(401);
    }
  });

  it('gives a tutor the scheduled sessions they teach, in UTC, and no other tutor’s', async () => {
    const link = await create(world.tokens.tutorA);
    expect(link.url).toMatch(/\/api\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await feed(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Held bookings are not bought yet; tutor B's session is not A's.
    expect(summaries(response.body)).toEqual([
      'Kimia Grup: grup-0',
      'Kimia Grup: grup-1',
      'Kimia Privat: bimble-other',
      'Kimia Privat: bimble-student',
    ]);
    expect(response.body).toContain(`UID:${world.sessions.get('grup-1')}@scola`);
    expect(response.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(response.body).toContain('URL:https://meet.example/privat');
  });

  it('gives a student the sessions of classes they own and their own bimble bookings only', async () => {
    const mine = await feed((await create(world.tokens.student)).url);
    expect(summaries(mine.body)).toEqual([
      'Kimia Grup: grup-0',
      'Kimia Grup: grup-1',
      'Kimia Privat: bimble-student',
    ]);
    const other = await feed((await create(world.tokens.otherStudent)).url);
    expect(summaries(other.body)).toEqual(['Kimia Privat: bimble-other']);
  });

  it('answers 404 for a rotated, a revoked and a made-up token', async () => {
    const first = await create(world.tokens.tutorB);
    const second = await create(world.tokens.tutorB);
    expect(second.url).not.toBe(first.url);
    expect((await feed(first.url)).statusCode).toBe(404);
    expect(summaries((await feed(second.url)).body)).toEqual(['Kimia B: b-1']);

    const status = calendarFeedStatusResponseSchema.parse(
      (await account('GET', world.tokens.tutorB)).json(),
    ).data;
    expect(status).toEqual({ active: true, createdAt: second.createdAt });

    expect((await account('DELETE', world.tokens.tutorB)).statusCode).toBe(200);
    const revoked = await feed(second.url);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json<ErrorBody>().error.code).toBe('NOT_FOUND');
    expect(
      calendarFeedStatusResponseSchema.parse((await account('GET', world.tokens.tutorB)).json()).data,
    ).toEqual({
      active: false,
      createdAt: null,
    });
    for (const path of ['/api/kalender/tidak-ada.ics', `/api/kalender/${'A'.repeat(43)}.ics`]) {
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });

  it('stores only the SHA-256 of the token, never the token', async () => {
    const link = await create(world.tokens.student);
    const token = /kalender\/([^.]+)\.ics$/.exec(link.url)?.[1] ?? '';
    const rows = await queryRows(
      ctx.database,
      sql`select token_hash from calendar_feeds where user_id = ${world.ids.student}`,
    );
    expect(rows.map((row) => row.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });
});
