import type { ErrorBody, TutorClassSession } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildLiveClass, buildTutorProfile } from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { catalogueServicesFor } from '../modules/catalogue';
import { grantEntitlements } from '../modules/collections';
import { createAccount, execute } from './auth-helpers';
import type { TestApp } from './test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Midnight UTC, two years ahead, on a Monday: the tests' sessions are all in the future whatever today is. */
const monday = (() => {
  const base = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 0, 1));
  const shift = (8 - base.getUTCDay()) % 7;
  return base.getTime() + shift * DAY;
})();
/** The instant `days` after that Monday at `hours` UTC. */
export const at = (days: number, hours: number, minutes = 0) =>
  new Date(monday + days * DAY + hours * HOUR + minutes * 60_000);
/** `YYYY-MM-DD` of that Monday + `days`. */
export const dateOf = (days: number) => new Date(monday + days * DAY).toISOString().slice(0, 10);

export interface Person {
  id: string;
  email: string;
  token: string;
}

/**
 * Tutor A (zone WITA, classes `kelasX` and `kelasY` without sessions, `kelasX` owned by the student), tutor B
 * (`kelasZ`), an admin and a student.
 */
export async function setUpSchedules(ctx: TestApp & { dataDir: string }) {
  const person = async (scope: ('student' | 'tutor' | 'admin')[]): Promise<Person> => {
    const { user, email } = await createAccount(ctx.database, { scope });
    return { id: user.id, email, token: (await ctx.app.sessions.start(user, {})).token };
  };
  const people = {
    tutorA: await person(['tutor']),
    tutorB: await person(['tutor']),
    admin: await person(['admin']),
    student: await person(['student']),
  };
  const subject = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pelajaran',
    payload: { name: `Matematika Sesi ${people.tutorA.id.slice(0, 6)}`, level: 'SMA' },
    headers: { authorization: people.admin.token },
  });
  const subjectId = subject.json<{ data: { id: string } }>().data.id;
  const catalogue = catalogueServicesFor(ctx.database.db, {
    storage: localFileStorage(`${ctx.dataDir}/files`),
  });
  await catalogue.tutors.ensureProfiles([
    buildTutorProfile(people.tutorA.id, { subjectIds: [subjectId] }),
    buildTutorProfile(people.tutorB.id, { subjectIds: [subjectId] }),
  ]);
  await execute(
    ctx.database,
    sql`update tutor_profiles set time_zone = 'Asia/Makassar' where user_id = ${people.tutorA.id}`,
  );
  const refs = (tutorId: string) => ({ tutorId, subjectId, level: 'SMA' as const });
  const suffix = people.tutorA.id.slice(0, 8);
  const ids = await catalogue.classes.ensureClasses([
    buildLiveClass(refs(people.tutorA.id), {
      slug: `sesi-x-${suffix}`,
      title: 'Aljabar Kelas X',
      sessions: [],
    }),
    buildLiveClass(refs(people.tutorA.id), {
      slug: `sesi-y-${suffix}`,
      title: 'Geometri Kelas Y',
      sessions: [],
    }),
    buildLiveClass(refs(people.tutorB.id), {
      slug: `sesi-z-${suffix}`,
      title: 'Statistika Kelas Z',
      sessions: [],
    }),
  ]);
  const classes = {
    x: ids.get(`sesi-x-${suffix}`) ?? '',
    y: ids.get(`sesi-y-${suffix}`) ?? '',
    z: ids.get(`sesi-z-${suffix}`) ?? '',
  };
  await grantEntitlements(ctx.database.db, {
    userId: people.student.id,
    orderId: null,
    items: [{ itemType: 'kelas', itemId: classes.x }],
  });
  return { ...people, classes };
}

export const link = 'https://meet.jit.si/scola-uji';

/** Calls the session routes as `token` (none = a visitor). */
export function sessionApi(ctx: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/tutor/${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  return {
    list: (classId: string, token: string, query = '') => call('GET', `kelas/${classId}/sesi${query}`, token),
    create: (classId: string, token: string, payload: object) =>
      call('POST', `kelas/${classId}/sesi`, token, payload),
    single: (classId: string, token: string, startsAt: Date, durationMinutes = 60, title?: string) =>
      call('POST', `kelas/${classId}/sesi`, token, {
        kind: 'single',
        startsAt: startsAt.toISOString(),
        durationMinutes,
        meetingUrl: link,
        ...(title ? { title } : {}),
      }),
    update: (sessionId: string, token: string, payload: object) =>
      call('PATCH', `sesi/${sessionId}`, token, payload),
    cancel: (sessionId: string, token: string, reason = 'Tutor sakit, sesi diganti minggu depan.') =>
      call('POST', `sesi/${sessionId}/batal`, token, { reason }),
  };
}

/** The sessions a successful create answered. */
export function created(response: LightMyRequestResponse): TutorClassSession[] {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TutorClassSession[] }>().data;
}

export function expectRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<ErrorBody>().error.code).toBe(code);
  return response.json<ErrorBody>().error;
}
