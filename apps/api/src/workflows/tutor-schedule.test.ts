import {
  type ErrorBody,
  tutorAvailabilityResponseSchema,
  tutorCalendarResponseSchema,
  tutorFreeSlotsResponseSchema,
  tutorSessionHistorySchema,
} from '@scola/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueApp } from '../test/catalogue';
import { buildScheduleWorld, DAY, type ScheduleWorld, wibDay } from '../test/schedule-kit';
import { testDatabases } from '../test/test-app';

const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 12 * 60 }));
const availability = {
  timeZone: 'Asia/Jakarta',
  rules: weekly,
  // The local (WIB) date of day 2.
  exceptions: [{ date: wibDay(2, 7).toISOString().slice(0, 10), kind: 'off' }],
  settings: { minimumNoticeMinutes: 0, bufferMinutes: 0, horizonDays: 30, slotMinutes: 60 },
};

describe.each(testDatabases())('tutor schedule routes (%s)', (kind) => {
  const ctx = useCatalogueApp(kind);
  let world: ScheduleWorld;

  const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const range = (from: Date, to: Date) =>
    `dari=${encodeURIComponent(from.toISOString())}&sampai=${encodeURIComponent(to.toISOString())}`;

  beforeAll(async () => {
    world = await buildScheduleWorld(ctx);
  });

  it('refuses visitors (401) and students (403) on every tutor schedule route', async () => {
    const urls: ['GET' | 'PUT', string][] = [
      ['GET', '/api/tutor/jadwal/aturan'],
      ['PUT', '/api/tutor/jadwal/aturan'],
      ['GET', `/api/tutor/jadwal?${range(wibDay(0), wibDay(7))}`],
      ['GET', '/api/tutor/jadwal/riwayat'],
    ];
    for (const [method, url] of urls) {
      expect((await call(method, url, '', availability)).statusCode, url).toBe(401);
      const student = await call(method, url, world.tokens.student, availability);
      expect(student.statusCode, url).toBe(403);
      expect(student.json<ErrorBody>().error.code).toBe('FORBIDDEN');
    }
  });

  it('replaces the availability and the profile’s zone, and reads it back; another tutor’s stays untouched', async () => {
    const saved = await call('PUT', '/api/tutor/jadwal/aturan', world.tokens.tutorA, {
      ...availability,
      timeZone: 'Asia/Makassar',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = tutorAvailabilityResponseSchema.parse(
      (await call('GET', '/api/tutor/jadwal/aturan', world.tokens.tutorA)).json(),
    ).data;
    expect(read).toEqual({ ...availability, timeZone: 'Asia/Makassar' });

    const other = tutorAvailabilityResponseSchema.parse(
      (await call('GET', '/api/tutor/jadwal/aturan', world.tokens.tutorB)).json(),
    ).data;
    expect(other).toEqual({
      timeZone: 'Asia/Jakarta',
      rules: [],
      exceptions: [],
      settings: { minimumNoticeMinutes: 120, bufferMinutes: 0, horizonDays: 30, slotMinutes: 60 },
    });
    // Back to WIB for the tests below.
    expect(
      (await call('PUT', '/api/tutor/jadwal/aturan', world.tokens.tutorA, availability)).statusCode,
    ).toBe(200);
  });

  it('refuses overlapping ranges of one day (422), a backwards range and an unknown zone (400), changing nothing', async () => {
    const overlapping = await call('PUT', '/api/tutor/jadwal/aturan', world.tokens.tutorA, {
      ...availability,
      rules: [...weekly, { weekday: 1, startMinute: 11 * 60, endMinute: 13 * 60 }],
    });
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json<ErrorBody>().error.code).toBe('AVAILABILITY_RANGES_OVERLAP');
    for (const bad of [
      { ...availability, rules: [{ weekday: 1, startMinute: 600, endMinute: 540 }] },
      { ...availability, timeZone: 'Europe/Berlin' },
      { ...availability, settings: { ...availability.settings, slotMinutes: 5 } },
      { ...availability, exceptions: [{ date: '2027-01-01', kind: 'extra' }] },
    ]) {
      expect((await call('PUT', '/api/tutor/jadwal/aturan', world.tokens.tutorA, bad)).statusCode).toBe(400);
    }
    const read = tutorAvailabilityResponseSchema.parse(
      (await call('GET', '/api/tutor/jadwal/aturan', world.tokens.tutorA)).json(),
    ).data;
    expect(read.rules).toEqual(weekly);
  });

  it('shows the tutor’s windows and sessions of every class, bookings with the student’s name, never another tutor’s', async () => {
    const response = await call(
      'GET',
      `/api/tutor/jadwal?${range(wibDay(0), wibDay(3))}`,
      world.tokens.tutorA,
    );
    expect(response.statusCode, response.body).toBe(200);
    const calendar = tutorCalendarResponseSchema.parse(response.json()).data;
    expect(calendar.timeZone).toBe('Asia/Jakarta');
    // 08:00–12:00 WIB on days 0 and 1; day 2 is off.
    expect(calendar.availability).toEqual([
      { startsAt: wibDay(0, 8).toISOString(), endsAt: wibDay(0, 12).toISOString() },
      { startsAt: wibDay(1, 8).toISOString(), endsAt: wibDay(1, 12).toISOString() },
    ]);
    expect(calendar.sessions.map((session) => session.title)).toEqual([
      'grup-1',
      'bimble-student',
      'bimble-other',
      'bimble-held',
    ]);
    const booked = calendar.sessions.find((session) => session.title === 'bimble-student');
    expect(booked).toMatchObject({
      status: 'scheduled',
      meetingUrl: 'https://meet.example/privat',
      class: { id: world.ids.bimbleClass, title: 'Kimia Privat', kind: 'bimble' },
      student: { id: world.ids.student },
    });
    expect(booked?.student?.name).not.toBe('');
    expect(calendar.sessions.find((session) => session.title === 'grup-1')?.student).toBeNull();

    const other = tutorCalendarResponseSchema.parse(
      (await call('GET', `/api/tutor/jadwal?${range(wibDay(0), wibDay(3))}`, world.tokens.tutorB)).json(),
    ).data;
    expect(other.sessions.map((session) => session.title)).toEqual(['b-1']);
    expect(other.availability).toEqual([]);
  });

  it('refuses a calendar range longer than 62 days or backwards (400)', async () => {
    for (const query of [
      range(wibDay(0), wibDay(70)),
      range(wibDay(3), wibDay(1)),
      'dari=kemarin&sampai=besok',
    ]) {
      const response = await call('GET', `/api/tutor/jadwal?${query}`, world.tokens.tutorA);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('lists past sessions newest first, paged, each tutor only their own', async () => {
    const history = tutorSessionHistorySchema.parse(
      (await call('GET', '/api/tutor/jadwal/riwayat?pageSize=1', world.tokens.tutorA)).json(),
    );
    expect(history.meta).toEqual({ page: 1, pageSize: 1, total: 1 });
    expect(history.data.map((session) => session.title)).toEqual(['grup-0']);
    const other = tutorSessionHistorySchema.parse(
      (await call('GET', '/api/tutor/jadwal/riwayat', world.tokens.tutorB)).json(),
    );
    expect(other.meta.total).toBe(0);
  });

  it('offers free slots of a verified tutor to anyone, minus every session, and 404 for others', async () => {
    const url = (id: string, from: Date, to: Date) => `/api/tutor/${id}/slot?${range(from, to)}`;
    const response = await call('GET', url(world.ids.tutorA, wibDay(0), wibDay(3)), '');
    expect(response.statusCode, response.body).toBe(200);
    const slots = tutorFreeSlotsResponseSchema.parse(response.json()).data;
    expect(slots.timeZone).toBe('Asia/Jakarta');
    // Day 0: 08 taken by grup-1; day 1: 09 and 11 booked; day 2 off.
    expect(slots.slots.map((slot) => slot.startsAt)).toEqual(
      [wibDay(0, 9), wibDay(0, 10), wibDay(0, 11), wibDay(1, 8), wibDay(1, 10)].map((date) =>
        date.toISOString(),
      ),
    );
    for (const id of [world.ids.unverified, world.ids.student, '00000000-0000-4000-8000-000000000000']) {
      expect((await call('GET', url(id, wibDay(0), wibDay(3)), '')).statusCode).toBe(404);
    }
    expect(
      (await call('GET', url(world.ids.tutorA, wibDay(0), new Date(wibDay(0).getTime() + 63 * DAY)), ''))
        .statusCode,
    ).toBe(400);
  });
});
