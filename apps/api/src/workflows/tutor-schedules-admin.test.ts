import { type AdminTutorSession, adminTutorSessionListSchema, type ErrorBody } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLiveClass, buildTutorProfile } from '../db/factories';
import { catalogueServicesFor } from '../modules/catalogue';
import { localFileStorage } from '../lib/storage';
import { createAccount, queryRows } from '../test/auth-helpers';
import { countQueries, expectBadParameter, useCatalogueApp } from '../test/catalogue';
import { testDatabases } from '../test/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Midnight UTC, a little ahead of (and behind) the real clock, so that past and upcoming do not move mid-test. */
const today = Math.floor(Date.now() / DAY) * DAY;
const at = (days: number, hours: number, minutes = 0) =>
  new Date(today + days * DAY + hours * HOUR + minutes * 60_000);

describe.each(testDatabases())('admin tutor schedules (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  const tokens = { admin: '', student: '', tutor: '' };
  const refs = { tutorA: '', tutorB: '', math: '', physics: '' };
  /** Session ids by name. */
  const ids = new Map<string, string>();
  const id = (name: string) => ids.get(name) ?? '';

  const get = (query: string, token = tokens.admin) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tutor-jadwal${query}`,
      headers: token ? { authorization: token } : {},
    });
  const list = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return adminTutorSessionListSchema.parse(response.json());
  };
  const namesOf = (rows: AdminTutorSession[]) =>
    rows.map((row) => [...ids].find(([, value]) => value === row.id)?.[0] ?? row.id);

  beforeAll(async () => {
    for (const role of ['admin', 'student', 'tutor'] as const) {
      const { user } = await createAccount(ctx.database, { scope: [role] });
      tokens[role] = (await ctx.app.sessions.start(user, {})).token;
    }
    refs.tutorA = (await createAccount(ctx.database, { scope: ['tutor'] })).user.id;
    refs.tutorB = (await createAccount(ctx.database, { scope: ['tutor'] })).user.id;
    for (const [key, name] of [
      ['math', 'Matematika Jadwal'],
      ['physics', 'Fisika Jadwal'],
    ] as const) {
      const subject = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/pelajaran',
        payload: { name, level: 'SMA' },
        headers: { authorization: tokens.admin },
      });
      refs[key] = subject.json<{ data: { id: string } }>().data.id;
    }
    const catalogue = catalogueServicesFor(ctx.database.db, {
      storage: localFileStorage(`${ctx.dataDir}/files`),
    });
    await catalogue.tutors.ensureProfiles([
      buildTutorProfile(refs.tutorA, { subjectIds: [refs.math, refs.physics] }),
      buildTutorProfile(refs.tutorB, { subjectIds: [refs.math] }),
    ]);
    const session = (title: string, startsAt: Date, durationMinutes: number) => ({
      title,
      startsAt,
      durationMinutes,
    });
    const classes = [
      // Tutor A, mathematics: one past session, then a1 10:00–11:30 and a2 12:00–13:00 in two days, and a pair
      // back to back (c1 08:00–09:00, c2 09:00–10:00) in three days.
      buildLiveClass(
        { tutorId: refs.tutorA, subjectId: refs.math, level: 'SMA' },
        {
          slug: 'jadwal-a-matematika',
          sessions: [
            session('a0', at(-5, 10), 90),
            session('a1', at(2, 10), 90),
            session('a2', at(2, 12), 60),
            session('c1', at(3, 8), 60),
            session('c2', at(3, 9), 60),
          ],
        },
      ),
      // Tutor A, physics (a bimble draft): b1 11:30–12:00 starts when a1 ends and ends when a2 starts (the database
      // refuses overlapping sessions of one tutor since migration 0016).
      buildLiveClass(
        { tutorId: refs.tutorA, subjectId: refs.physics, level: 'SMA' },
        {
          slug: 'jadwal-a-fisika',
          kind: 'bimble',
          status: 'draft',
          publishedAt: null,
          sessions: [session('b1', at(2, 11, 30), 30)],
        },
      ),
      // Tutor B at the very time of a1: another tutor's session is no overlap.
      buildLiveClass(
        { tutorId: refs.tutorB, subjectId: refs.math, level: 'SMA' },
        { slug: 'jadwal-b-matematika', sessions: [session('d1', at(2, 10), 90)] },
      ),
    ];
    await catalogue.classes.ensureClasses(classes);
    const rows = await queryRows(
      ctx.database,
      sql`select s.id, s.title from class_sessions s join live_classes c on c.id = s.class_id where c.slug like 'jadwal-%'`,
    );
    for (const row of rows) ids.set(String(row.title), String(row.id));
  });

  it('refuses visitors, students and tutors', async () => {
    expect((await get('', '')).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.tutor]) {
      const response = await get('', token);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().error.code).toBe('FORBIDDEN');
    }
  });

  it('lists one tutor’s sessions back to back with their class, subject and tutor', async () => {
    const upcoming = await list(`?tutor=${refs.tutorA}&waktu=mendatang`);
    expect(namesOf(upcoming.data)).toEqual(['a1', 'b1', 'a2', 'c1', 'c2']);

    const b1 = upcoming.data.find((row) => row.id === id('b1'));
    expect(b1).toMatchObject({
      title: 'b1',
      startsAt: at(2, 11, 30).toISOString(),
      endsAt: at(2, 12).toISOString(),
      durationMinutes: 30,
      status: 'scheduled',
      cancelledAt: null,
      cancelReason: null,
      class: { slug: 'jadwal-a-fisika', kind: 'bimble', status: 'draft', seatsTaken: 0, capacity: 20 },
      tutor: { id: refs.tutorA },
      subject: { id: refs.physics, name: 'Fisika Jadwal', level: 'SMA' },
    });

    const tutorB = await list(`?tutor=${refs.tutorB}`);
    expect(namesOf(tutorB.data)).toEqual(['d1']);
  });

  it('shows a cancelled session as cancelled, with the tutor’s reason, among the others', async () => {
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/tutor/sesi/${id('d1')}/batal`,
      payload: { reason: 'Tutor berhalangan hadir.' },
      headers: { authorization: tokens.admin },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const tutorB = await list(`?tutor=${refs.tutorB}&waktu=mendatang`);
    expect(tutorB.data[0]).toMatchObject({
      title: 'd1',
      status: 'cancelled',
      cancelReason: 'Tutor berhalangan hadir.',
    });
    expect(Date.parse(tutorB.data[0]?.cancelledAt ?? '')).toBeGreaterThan(0);
  });

  it('splits upcoming (ascending) from past (latest first)', async () => {
    const past = await list(`?tutor=${refs.tutorA}&waktu=lampau`);
    expect(namesOf(past.data)).toEqual(['a0']);
    expect(past.data[0]?.status).toBe('ended');

    const all = await list(`?tutor=${refs.tutorA}`);
    expect(namesOf(all.data)).toEqual(['a0', 'a1', 'b1', 'a2', 'c1', 'c2']);

    const everyonePast = await list('?waktu=lampau&pageSize=100');
    const starts = everyonePast.data.map((row) => row.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(everyonePast.data.every((row) => row.status === 'ended')).toBe(true);
  });

  it('filters by subject and by a date range on the start', async () => {
    expect(namesOf((await list(`?pelajaran=${refs.physics}`)).data)).toEqual(['b1']);
    const dayThree = await list(`?dari=${at(3, 0).toISOString()}&sampai=${at(4, 0).toISOString()}`);
    expect(namesOf(dayThree.data)).toEqual(['c1', 'c2']);
    // `sampai` is exclusive: a session starting exactly then is left out.
    const until = await list(
      `?tutor=${refs.tutorA}&dari=${at(2, 0).toISOString()}&sampai=${at(2, 11).toISOString()}`,
    );
    expect(namesOf(until.data)).toEqual(['a1']);
    expect((await list(`?tutor=${crypto.randomUUID()}`)).meta.total).toBe(0);
  });

  it('pages on the server with a constant number of queries', async () => {
    const first = await list(`?tutor=${refs.tutorA}&pageSize=4`);
    const second = await list(`?tutor=${refs.tutorA}&pageSize=4&page=2`);
    expect(first.meta).toEqual({ page: 1, pageSize: 4, total: 6 });
    expect(namesOf([...first.data, ...second.data])).toEqual(['a0', 'a1', 'b1', 'a2', 'c1', 'c2']);
    expect((await list(`?tutor=${refs.tutorA}&page=3&pageSize=4`)).data).toEqual([]);

    const one = await countQueries(ctx, () => get('?pageSize=1'));
    const many = await countQueries(ctx, () => get('?pageSize=100'));
    expect(many).toBe(one);
  });

  it('refuses a bad query with VALIDATION_FAILED naming the field', async () => {
    expectBadParameter(await get('?waktu=kemarin'), 'waktu');
    // The overlap filter is gone: the database refuses overlapping sessions (ADR 0032).
    expectBadParameter(await get('?bentrok=true'), 'bentrok');
    expectBadParameter(await get('?tutor=budi'), 'tutor');
    expectBadParameter(await get('?pageSize=101'), 'pageSize');
    expectBadParameter(await get('?dari=2026-11-24'), 'dari');
    expectBadParameter(
      await get(`?dari=${at(3, 0).toISOString()}&sampai=${at(2, 0).toISOString()}`),
      'sampai',
    );
    expectBadParameter(await get('?urut=nama'), 'urut');
  });
});
