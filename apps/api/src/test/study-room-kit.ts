import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildTutorProfile } from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { catalogueServicesFor } from '../modules/catalogue';
import { usersServiceFor } from '../modules/users';
import { createAccount, queryRows } from './auth-helpers';
import type { TestApp } from './test-app';

/**
 * Test helpers of the study rooms' student side (ADR 0049): tutors, students and subjects, and rooms written
 * straight into `study_rooms` (the tutor routes that create them are tested on their own).
 */

export const MINUTE = 60_000;

export interface RoomPerson {
  id: string;
  name: string;
}

export interface StudyRoomWorld {
  tutorA: RoomPerson;
  tutorB: RoomPerson;
  /** Verified, then suspended: their rooms leave the catalogue. */
  suspendedTutor: RoomPerson;
  student: RoomPerson;
  otherStudent: RoomPerson;
  admin: RoomPerson;
  subjects: { maths: { id: string; slug: string }; physics: { id: string; slug: string } };
}

async function account(ctx: TestApp, scope: ('student' | 'tutor' | 'admin')[], name: string) {
  const { user } = await createAccount(ctx.database, { scope, name });
  return { id: user.id, name };
}

async function subject(ctx: TestApp, name: string, level: 'SMA' | 'SMP') {
  const slug = `${name.toLowerCase().replace(/\s+/g, '-')}-${randomUUID().slice(0, 8)}`;
  const [row] = await queryRows(
    ctx.database,
    sql`insert into subjects (name, slug, level) values (${name}, ${slug}, ${level}) returning id`,
  );
  return { id: String(row?.id), slug };
}

export async function buildStudyRoomWorld(ctx: TestApp & { dataDir: string }): Promise<StudyRoomWorld> {
  const tutorA = await account(ctx, ['student', 'tutor'], 'Bu Sinta Rahayu');
  const tutorB = await account(ctx, ['student', 'tutor'], 'Pak Joko Santoso');
  const suspendedTutor = await account(ctx, ['tutor'], 'Pak Tono Skors');
  const catalogue = catalogueServicesFor(ctx.database.db, {
    storage: localFileStorage(`${ctx.dataDir}/files`),
  });
  await catalogue.tutors.ensureProfiles([
    buildTutorProfile(tutorA.id, { displayName: tutorA.name, photoUrl: 'https://cdn.example/sinta.jpg' }),
    buildTutorProfile(tutorB.id, { displayName: tutorB.name }),
    buildTutorProfile(suspendedTutor.id, { displayName: suspendedTutor.name }),
  ]);
  await queryRows(ctx.database, sql`update users set suspended_at = now() where id = ${suspendedTutor.id}`);
  return {
    tutorA,
    tutorB,
    suspendedTutor,
    student: await account(ctx, ['student'], 'Rina Siswa'),
    otherStudent: await account(ctx, ['student'], 'Dodi Siswa'),
    admin: await account(ctx, ['admin'], 'Admin Scola'),
    subjects: {
      maths: await subject(ctx, 'Matematika Ruang', 'SMA'),
      physics: await subject(ctx, 'Fisika Ruang', 'SMP'),
    },
  };
}

export interface NewTestRoom {
  tutorId: string;
  subjectId: string;
  title?: string;
  startsAt: Date;
  durationMinutes?: number;
  capacity?: number;
  seatsTaken?: number;
  price?: number;
  grade?: number | null;
  meetingUrl?: string | null;
  cancelled?: boolean;
  liveStartedAt?: Date | null;
}

export const roomDescription = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Kita latihan ' },
        { type: 'mathInline', attrs: { latex: '\\int x^2\\,dx' } },
      ],
    },
  ],
};

/** A room written straight into `study_rooms` (a copy of no master); answers its id. */
export async function insertStudyRoom(ctx: TestApp, room: NewTestRoom): Promise<string> {
  const duration = room.durationMinutes ?? 60;
  const endsAt = new Date(room.startsAt.getTime() + duration * MINUTE);
  const cancelled = room.cancelled ?? false;
  const [row] = await queryRows(
    ctx.database,
    sql`insert into study_rooms (tutor_id, subject_id, grade, title, description, starts_at, ends_at,
          duration_minutes, capacity, seats_taken, price, meeting_url, status, cancelled_at, cancel_reason,
          live_started_at)
        values (${room.tutorId}, ${room.subjectId}, ${room.grade ?? 12}, ${room.title ?? 'Latihan Soal Integral'},
          ${JSON.stringify(roomDescription)}::jsonb, ${room.startsAt.toISOString()}, ${endsAt.toISOString()},
          ${duration}, ${room.capacity ?? 10}, ${room.seatsTaken ?? 0}, ${room.price ?? 0},
          ${room.meetingUrl === undefined ? 'https://meet.example/ruang' : room.meetingUrl},
          ${cancelled ? 'cancelled' : 'scheduled'}, ${cancelled ? new Date().toISOString() : null},
          ${cancelled ? 'Tutor sakit' : null}, ${room.liveStartedAt?.toISOString() ?? null})
        returning id`,
  );
  return String(row?.id);
}

/** Adds a participant straight into the table (and counts their seat), as a join or a paid order would. */
export async function addParticipant(
  ctx: TestApp,
  roomId: string,
  userId: string,
  state: { removed?: boolean; muted?: boolean } = {},
): Promise<void> {
  await queryRows(
    ctx.database,
    sql`insert into study_room_participants (room_id, user_id, removed_at, muted_at)
        values (${roomId}, ${userId}, ${state.removed ? new Date().toISOString() : null},
          ${state.muted ? new Date().toISOString() : null}) returning room_id`,
  );
  if (!state.removed) {
    await queryRows(
      ctx.database,
      sql`update study_rooms set seats_taken = seats_taken + 1 where id = ${roomId} returning id`,
    );
  }
}

/** A fresh access token of `userId`, issued at the app clock's now. */
export async function tokenOf(ctx: TestApp, userId: string): Promise<string> {
  const user = await usersServiceFor(ctx.database.db).findById(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return (await ctx.app.sessions.start(user, {})).token;
}

/** `method url` as `userId` (a visitor without one). */
export async function callAs(
  ctx: TestApp,
  method: 'GET' | 'POST',
  url: string,
  userId?: string,
): Promise<LightMyRequestResponse> {
  const headers = userId ? { authorization: await tokenOf(ctx, userId) } : {};
  return ctx.app.inject({ method, url, headers });
}

export const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; details?: unknown } }>().error;

export async function seatsTaken(ctx: TestApp, roomId: string): Promise<number> {
  const [row] = await queryRows(ctx.database, sql`select seats_taken from study_rooms where id = ${roomId}`);
  return Number(row?.seats_taken);
}
