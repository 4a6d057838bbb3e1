import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildLiveClass, buildTutorProfile } from '../db/factories';
import { localFileStorage } from '../lib/storage';
import { catalogueServicesFor } from '../modules/catalogue';
import { createAccount, execute, queryRows } from './auth-helpers';
import type { TestApp } from './test-app';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Midnight WIB (UTC+7, no daylight saving) of the day after today, `days` further on, plus `hours`. */
export function wibDay(days: number, hours = 0, minutes = 0): Date {
  const wibMidnight = Math.floor((Date.now() + 7 * HOUR) / DAY) * DAY - 7 * HOUR;
  return new Date(wibMidnight + (days + 1) * DAY + hours * HOUR + minutes * 60_000);
}

export interface ScheduleWorld {
  tokens: { student: string; otherStudent: string; tutorA: string; tutorB: string };
  ids: {
    student: string;
    otherStudent: string;
    tutorA: string;
    tutorB: string;
    unverified: string;
    groupClass: string;
    bimbleClass: string;
  };
  /** Session ids by title. */
  sessions: Map<string, string>;
}

async function tokenOf(app: FastifyInstance, ctx: TestApp, scope: 'student' | 'tutor') {
  const { user } = await createAccount(ctx.database, { scope: [scope] });
  return { id: user.id, token: (await app.sessions.start(user, {})).token };
}

/**
 * Two verified tutors (A, B) and an unverified one; A teaches a group class (`grup-1` tomorrow 08:00 WIB, `grup-0`
 * two days ago) and a bimble class (`bimble-student` booked and paid by the student the day after tomorrow 09:00,
 * `bimble-other` by another student at 11:00, `bimble-held` held at 13:00); B teaches `b-1` tomorrow 08:00 WIB.
 * The student owns the group class.
 */
export async function buildScheduleWorld(ctx: TestApp & { dataDir: string }): Promise<ScheduleWorld> {
  const student = await tokenOf(ctx.app, ctx, 'student');
  const otherStudent = await tokenOf(ctx.app, ctx, 'student');
  const tutorA = await tokenOf(ctx.app, ctx, 'tutor');
  const tutorB = await tokenOf(ctx.app, ctx, 'tutor');
  const unverified = (await createAccount(ctx.database, { scope: ['tutor'] })).user.id;
  const [subject] = await queryRows(
    ctx.database,
    sql`insert into subjects (name, slug, level) values ('Kimia Jadwal', ${`kimia-${randomUUID()}`}, 'SMA') returning id`,
  );
  const subjectId = String(subject?.id);
  const catalogue = catalogueServicesFor(ctx.database.db, {
    storage: localFileStorage(`${ctx.dataDir}/files`),
  });
  await catalogue.tutors.ensureProfiles([
    buildTutorProfile(tutorA.id, { displayName: 'Tutor Jadwal A' }),
    buildTutorProfile(tutorB.id, { displayName: 'Tutor Jadwal B' }),
    buildTutorProfile(unverified, { verifiedAt: null }),
  ]);
  const refs = (tutorId: string) => ({ tutorId, subjectId, level: 'SMA' as const });
  const session = (title: string, startsAt: Date, durationMinutes = 60) => ({
    title,
    startsAt,
    durationMinutes,
  });
  const classIds = await catalogue.classes.ensureClasses([
    buildLiveClass(refs(tutorA.id), {
      slug: `jadwal-grup-${tutorA.id}`,
      title: 'Kimia Grup',
      sessions: [session('grup-0', wibDay(-3, 8)), session('grup-1', wibDay(0, 8))],
    }),
    buildLiveClass(refs(tutorA.id), {
      slug: `jadwal-privat-${tutorA.id}`,
      title: 'Kimia Privat',
      kind: 'bimble',
      sessions: [
        session('bimble-student', wibDay(1, 9)),
        session('bimble-other', wibDay(1, 11)),
        session('bimble-held', wibDay(1, 13)),
      ],
    }),
    buildLiveClass(refs(tutorB.id), {
      slug: `jadwal-b-${tutorB.id}`,
      title: 'Kimia B',
      sessions: [session('b-1', wibDay(0, 8))],
    }),
  ]);
  const book = (title: string, studentId: string, status: 'held' | 'scheduled') =>
    execute(
      ctx.database,
      sql`update class_sessions set booked_by = ${studentId}, order_id = ${randomUUID()}, status = ${status},
        meeting_url = 'https://meet.example/privat' where title = ${title} and tutor_id = ${tutorA.id}`,
    );
  await book('bimble-student', student.id, 'scheduled');
  await book('bimble-other', otherStudent.id, 'scheduled');
  await book('bimble-held', student.id, 'held');
  const groupClass = classIds.get(`jadwal-grup-${tutorA.id}`) ?? '';
  await execute(
    ctx.database,
    sql`insert into entitlements (user_id, item_type, item_id) values (${student.id}, 'kelas', ${groupClass})`,
  );
  const rows = await queryRows(
    ctx.database,
    sql`select id, title from class_sessions where tutor_id in (${tutorA.id}, ${tutorB.id})`,
  );
  return {
    tokens: {
      student: student.token,
      otherStudent: otherStudent.token,
      tutorA: tutorA.token,
      tutorB: tutorB.token,
    },
    ids: {
      student: student.id,
      otherStudent: otherStudent.id,
      tutorA: tutorA.id,
      tutorB: tutorB.id,
      unverified,
      groupClass,
      bimbleClass: classIds.get(`jadwal-privat-${tutorA.id}`) ?? '',
    },
    sessions: new Map(rows.map((row) => [String(row.title), String(row.id)])),
  };
}
