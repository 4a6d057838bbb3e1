import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildTutorProfile } from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { catalogueServicesFor } from '../modules/catalogue';
import { createAccount, execute, queryRows } from './auth-helpers';
import type { TestApp } from './test-app';

const MINUTE = 60_000;

export interface Person {
  id: string;
  token: string;
}

/** A description as the tutor API accepts it (an empty document is refused there, and by the room's answer). */
const description = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Latihan bersama.' }] }],
});

/**
 * A study room's cast: tutor A hosts a room (starting `startsInMinutes` from now, 60 minutes long, capacity
 * `capacity`), tutor B hosts none, an admin, two participants (`one`, `two`) and a student who did not join
 * (`outsider`). Rooms and participants are written straight in the database: other parts build their routes.
 */
export async function setUpStudyRoom(
  ctx: TestApp & { dataDir: string },
  options: { startsInMinutes?: number; capacity?: number } = {},
) {
  const person = async (scope: ('student' | 'tutor' | 'admin')[]): Promise<Person> => {
    const { user } = await createAccount(ctx.database, { scope });
    return { id: user.id, token: (await ctx.app.sessions.start(user, {})).token };
  };
  const people = {
    tutorA: await person(['tutor']),
    tutorB: await person(['tutor']),
    admin: await person(['admin']),
    one: await person(['student']),
    two: await person(['student']),
    outsider: await person(['student']),
  };
  const subject = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pelajaran',
    payload: { name: `Kalkulus Obrolan ${people.tutorA.id.slice(0, 6)}`, level: 'SMA' },
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
  const startsAt = new Date(Date.now() + (options.startsInMinutes ?? 30) * MINUTE);
  const roomId = await insertRoom(ctx, {
    tutorId: people.tutorA.id,
    subjectId,
    startsAt,
    capacity: options.capacity ?? 10,
  });
  await addParticipant(ctx, roomId, people.one.id);
  await addParticipant(ctx, roomId, people.two.id);
  return { ...people, roomId, subjectId, startsAt };
}

/** A scheduled room of 60 minutes (written directly). */
export async function insertRoom(
  ctx: TestApp,
  values: { tutorId: string; subjectId: string; startsAt: Date; capacity: number },
): Promise<string> {
  const endsAt = new Date(values.startsAt.getTime() + 60 * MINUTE);
  const [row] = await queryRows(
    ctx.database,
    sql`insert into study_rooms (tutor_id, subject_id, title, description, starts_at, ends_at, duration_minutes, capacity)
        values (${values.tutorId}, ${values.subjectId}, 'Latihan Soal Integral', ${description}::jsonb,
                ${values.startsAt.toISOString()}, ${endsAt.toISOString()}, 60, ${values.capacity})
        returning id`,
  );
  return String(row?.id);
}

/** A free participant holding a seat. */
export async function addParticipant(ctx: TestApp, roomId: string, userId: string): Promise<void> {
  await execute(
    ctx.database,
    sql`insert into study_room_participants (room_id, user_id) values (${roomId}, ${userId})`,
  );
  await execute(ctx.database, sql`update study_rooms set seats_taken = seats_taken + 1 where id = ${roomId}`);
}

/** Moves the room so that it ended `minutesAgo` minutes ago. */
export async function endRoom(ctx: TestApp, roomId: string, minutesAgo: number): Promise<void> {
  const endsAt = new Date(Date.now() - minutesAgo * MINUTE);
  const startsAt = new Date(endsAt.getTime() - 60 * MINUTE);
  await execute(
    ctx.database,
    sql`update study_rooms set starts_at = ${startsAt.toISOString()}, ends_at = ${endsAt.toISOString()} where id = ${roomId}`,
  );
}

/** Calls the chat and moderation routes as `token` (none = a visitor). */
export function chatApi(ctx: TestApp, roomId: string) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    list: (token?: string, query = '') => call('GET', `/api/study-room/${roomId}/chat${query}`, token),
    post: (token: string | undefined, body: string) =>
      call('POST', `/api/study-room/${roomId}/chat`, token, { body }),
    remove: (token: string | undefined, messageId: string) =>
      call('DELETE', `/api/study-room/${roomId}/chat/${messageId}`, token),
    online: (token?: string) => call('GET', `/api/study-room/${roomId}/daring`, token),
    moderate: (token: string | undefined, userId: string, step: 'bisukan' | 'suarakan' | 'keluarkan') =>
      call('POST', `/api/tutor/study-room/${roomId}/peserta/${userId}/${step}`, token),
  };
}

export const codeOf = (response: LightMyRequestResponse) =>
  response.json<{ error?: { code?: string } }>().error?.code;
