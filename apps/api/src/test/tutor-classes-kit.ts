import { type TutorClass, tutorClassResponseSchema } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildSubject, buildTutorProfile } from '../db/factories';
import { catalogueServicesFor } from '../modules/catalogue';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import { usersServiceFor } from '../modules/users';
import { localFileStorage } from '../lib/storage';
import { createAccount, execute } from './auth-helpers';
import { perFileCounter } from './per-file-counter';
import type { TestApp } from './test-app';

/** Test helpers of the tutor's class editor: tutors, a student and an admin with tokens, a subject, sessions. */

export interface ClassEditorKit {
  tokens: { tutor: string; otherTutor: string; unverifiedTutor: string; student: string; admin: string };
  tutorId: string;
  unverifiedTutorId: string;
  subjectId: string;
}

/** A session token of an existing account (no password check). */
export async function tokenOf(ctx: TestApp, userId: string): Promise<string> {
  const user = await usersServiceFor(ctx.database.db).getById(userId);
  return (await ctx.app.sessions.start(user, {})).token;
}

export async function classEditorKit(ctx: TestApp & { dataDir: string }): Promise<ClassEditorKit> {
  const subject = buildSubject({ level: 'SMP' });
  const reference = catalogueReferenceServiceFor(ctx.database.db);
  await reference.ensureReferenceData({ subjects: [subject], expertiseCategories: [], expertise: [] });
  const subjectId = (await reference.subjectIdsBySlug([subject.slug])).get(subject.slug) ?? '';
  const catalogue = catalogueServicesFor(ctx.database.db, {
    storage: localFileStorage(`${ctx.dataDir}/files`),
  });
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const [name, scope] of [
    ['tutor', 'tutor'],
    ['otherTutor', 'tutor'],
    ['unverifiedTutor', 'tutor'],
    ['student', 'student'],
    ['admin', 'admin'],
  ] as const) {
    const { user } = await createAccount(ctx.database, { scope: [scope] });
    ids[name] = user.id;
    tokens[name] = (await ctx.app.sessions.start(user, {})).token;
  }
  await catalogue.tutors.ensureProfiles(
    (['tutor', 'otherTutor', 'unverifiedTutor'] as const).map((name) =>
      buildTutorProfile(ids[name] ?? '', {
        subjectIds: [subjectId],
        ...(name === 'unverifiedTutor' ? { verifiedAt: null } : {}),
      }),
    ),
  );
  return {
    tokens: tokens as unknown as ClassEditorKit['tokens'],
    tutorId: ids.tutor ?? '',
    unverifiedTutorId: ids.unverifiedTutor ?? '',
    subjectId,
  };
}

/** A request with an optional token. */
export function send(
  ctx: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: token } : {},
  });
}

export const classOf = (response: LightMyRequestResponse): TutorClass =>
  tutorClassResponseSchema.parse(response.json()).data;

/** The fields of the `informasi` step, with `overrides`. */
export const infoInput = (kit: ClassEditorKit, overrides: object = {}) => ({
  title: 'Aljabar Dasar SMP',
  summary: 'Persamaan linear satu variabel dengan latihan soal.',
  subjectId: kit.subjectId,
  kind: 'group',
  capacity: 10,
  ...overrides,
});

/** Creates a draft through the API (throws unless created). */
export async function createDraft(
  ctx: TestApp,
  kit: ClassEditorKit,
  token = kit.tokens.tutor,
  overrides: object = {},
): Promise<TutorClass> {
  const response = await send(ctx, 'POST', '/api/tutor/kelas', token, infoInput(kit, overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return classOf(response);
}

const nextSessionSlot = perFileCounter();

/**
 * Adds a 60-minute session to a class straight in the database (the sessions editor is another slice), `daysAhead`
 * days from now (negative: in the past); each call takes a later hour so one tutor's sessions never overlap.
 */
export async function addSession(
  ctx: TestApp,
  classId: string,
  tutorId: string,
  daysAhead: number,
  status: 'scheduled' | 'cancelled' = 'scheduled',
) {
  const sessionSlot = nextSessionSlot();
  const startsAt = new Date(Date.now() + daysAhead * 86_400_000 + sessionSlot * 2 * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  await execute(
    ctx.database,
    sql`insert into class_sessions (class_id, tutor_id, position, title, starts_at, ends_at, duration_minutes, status, cancelled_at)
        values (${classId}, ${tutorId}, ${sessionSlot}, ${'Pertemuan'}, ${startsAt.toISOString()}, ${endsAt.toISOString()}, 60,
                ${status}, ${status === 'cancelled' ? new Date().toISOString() : null})`,
  );
}
