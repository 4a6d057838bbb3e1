import type { ErrorBody, TutorStudyRoom } from '@scola/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildLiveClass, buildTutorProfile } from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { catalogueServicesFor } from '../modules/catalogue';
import { addStudyRoomParticipant, takeStudyRoomSeat } from '../modules/study-rooms';
import { createAccount } from './auth-helpers';
import type { TestApp } from './test-app';

export interface Person {
  id: string;
  email: string;
  token: string;
}

/** A rich-text description with maths (the discussion editor's JSON). */
export const description = {
  type: 'doc' as const,
  content: [
    {
      type: 'paragraph' as const,
      content: [
        { type: 'text' as const, text: 'Kita latihan ' },
        { type: 'mathInline' as const, attrs: { latex: '\\int_0^1 x^2\\,dx' } },
      ],
    },
  ],
};

export const meetingUrl = 'https://meet.jit.si/scola-ruang-uji';

/**
 * Tutor A (verified, zone WIB, class `kelas` without sessions), tutor B (verified), an unverified tutor, an admin, a
 * student and a second student; a subject.
 */
export async function setUpStudyRooms(ctx: TestApp & { dataDir: string }) {
  const person = async (scope: ('student' | 'tutor' | 'admin')[]): Promise<Person> => {
    const { user, email } = await createAccount(ctx.database, { scope });
    return { id: user.id, email, token: (await ctx.app.sessions.start(user, {})).token };
  };
  const people = {
    tutorA: await person(['tutor']),
    tutorB: await person(['tutor']),
    unverified: await person(['tutor']),
    admin: await person(['admin']),
    student: await person(['student']),
    student2: await person(['student']),
  };
  const subject = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pelajaran',
    payload: { name: `Matematika Ruang ${people.tutorA.id.slice(0, 6)}`, level: 'SMA' },
    headers: { authorization: people.admin.token },
  });
  const subjectId = subject.json<{ data: { id: string } }>().data.id;
  const catalogue = catalogueServicesFor(ctx.database.db, {
    storage: localFileStorage(`${ctx.dataDir}/files`),
  });
  await catalogue.tutors.ensureProfiles([
    buildTutorProfile(people.tutorA.id, { subjectIds: [subjectId] }),
    buildTutorProfile(people.tutorB.id, { subjectIds: [subjectId] }),
    buildTutorProfile(people.unverified.id, { subjectIds: [subjectId], verifiedAt: null }),
  ]);
  const slug = `ruang-kelas-${people.tutorA.id.slice(0, 8)}`;
  const ids = await catalogue.classes.ensureClasses([
    buildLiveClass(
      { tutorId: people.tutorA.id, subjectId, level: 'SMA' },
      { slug, title: 'Kalkulus', sessions: [] },
    ),
  ]);
  return { ...people, subjectId, classId: ids.get(slug) ?? '' };
}

export type StudyRoomsSetup = Awaited<ReturnType<typeof setUpStudyRooms>>;

/** The tutor study-room routes as `token` (none = a visitor). */
export function studyRoomApi(ctx: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/tutor/${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: token } : {},
    });
  return {
    call,
    createMaster: (token: string, subjectId: string, overrides: object = {}) =>
      call('POST', 'master-study-room', token, {
        subjectId,
        grade: 12,
        title: 'Latihan Soal Integral',
        description,
        durationMinutes: 60,
        capacity: 3,
        price: 0,
        ...overrides,
      }),
    single: (token: string, templateId: string, startsAt: Date) =>
      call('POST', 'study-room', token, {
        kind: 'single',
        templateId,
        startsAt: startsAt.toISOString(),
        meetingUrl,
      }),
  };
}

export function expectRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<ErrorBody>().error.code).toBe(code);
  return response.json<ErrorBody>().error;
}

export function createdRooms(response: LightMyRequestResponse): TutorStudyRoom[] {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TutorStudyRoom[] }>().data;
}

/** Makes `userId` a participant of the room (a seat taken, as the free join does). */
export async function joinRoom(ctx: TestApp, roomId: string, userId: string) {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    expect(await takeStudyRoomSeat(tx, roomId, new Date())).toBe(true);
    expect(await addStudyRoomParticipant(tx, { roomId, userId, orderId: null, at: new Date() })).toBe(true);
  });
}
