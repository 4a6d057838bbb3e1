import type { LiveClassCard, MaterialCard, OwnedClassSession, SkillCourseCard } from '@scola/contracts';
import type { Database } from '../../../db/client';
import { catalogueReferenceServiceFor } from '../../catalogue-reference';
import { liveClassCards } from '../live-classes/live-class-cards';
import { createLiveClassesRepository } from '../live-classes/live-classes.repository';
import { materialCards } from '../materials/material-cards';
import { skillCourseCards } from '../skill-courses/skill-course-cards';
import { createOwnedItemsRepository } from './owned-items.repository';

/**
 * Reads for the collections module: the items a student owns, whatever their publication state now. Cards have
 * the catalogue's shapes. Each function makes a constant number of queries whatever the number of ids.
 */

const byId = <T extends { id: string }>(cards: T[]) => new Map(cards.map((card) => [card.id, card]));

/** Class cards by id (any publication state); 2 queries. */
export async function liveClassCardsByIds(db: Database, ids: string[]): Promise<Map<string, LiveClassCard>> {
  if (ids.length === 0) return new Map();
  const rows = await createOwnedItemsRepository(db).liveClasses(ids);
  return byId(await liveClassCards(rows, catalogueReferenceServiceFor(db)));
}

/**
 * A class (any publication state) with its about text and sessions in order, cancelled ones included (with the
 * tutor's reason) and each with its meeting link: only for a student who owns the class. Null when unknown; 3 queries.
 */
export async function liveClassWithSessions(
  db: Database,
  id: string,
): Promise<{ card: LiveClassCard; aboutHtml: string; sessions: OwnedClassSession[] } | null> {
  const row = await createOwnedItemsRepository(db).liveClass(id);
  if (!row) return null;
  const [card] = await liveClassCards([row], catalogueReferenceServiceFor(db));
  if (!card) return null;
  const sessions = await createLiveClassesRepository(db).sessionsOf(id, true);
  return {
    card,
    aboutHtml: row.aboutHtml,
    sessions: sessions.map((session) => ({
      ...session,
      position: session.status === 'cancelled' ? null : session.position,
      startsAt: session.startsAt.toISOString(),
    })),
  };
}

/** The classes of each package (by package id); 1 query. */
export async function classIdsOfPackages(db: Database, packageIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (packageIds.length === 0) return result;
  for (const row of await createOwnedItemsRepository(db).packageClasses(packageIds))
    result.set(row.packageId, [...(result.get(row.packageId) ?? []), row.classId]);
  return result;
}

/** Material cards by id (any publication state); 2 queries. */
export async function materialCardsByIds(db: Database, ids: string[]): Promise<Map<string, MaterialCard>> {
  if (ids.length === 0) return new Map();
  const rows = await createOwnedItemsRepository(db).materials(ids);
  return byId(await materialCards(rows, catalogueReferenceServiceFor(db)));
}

/** The full file of a material (storage key) and a download name, or null for an unknown material. */
export async function materialFullFile(
  db: Database,
  id: string,
): Promise<{ key: string; filename: string } | null> {
  const row = await createOwnedItemsRepository(db).materialFile(id);
  return row ? { key: row.fileKey, filename: `${row.slug}.pdf` } : null;
}

/** Whether a material exists (any publication state). */
export const materialExists = (db: Database, id: string) => createOwnedItemsRepository(db).materialExists(id);

/** Life-skill course cards by id (any publication state); 2 queries. */
export async function skillCourseCardsByIds(
  db: Database,
  ids: string[],
): Promise<Map<string, SkillCourseCard>> {
  if (ids.length === 0) return new Map();
  const rows = await createOwnedItemsRepository(db).skillCourses(ids);
  return byId(await skillCourseCards(rows, catalogueReferenceServiceFor(db)));
}

export interface CourseLesson {
  id: string;
  position: number;
  title: string;
  durationSeconds: number;
  isPreview: boolean;
  /** Storage key of the lesson's MP4. */
  videoKey: string;
}

/** A course (any publication state) with its description and ALL lessons in order (with video keys), or null. */
export async function skillCourseWithLessons(
  db: Database,
  id: string,
): Promise<{ card: SkillCourseCard; descriptionHtml: string; lessons: CourseLesson[] } | null> {
  const repository = createOwnedItemsRepository(db);
  const row = await repository.skillCourse(id);
  if (!row) return null;
  const [card] = await skillCourseCards([row], catalogueReferenceServiceFor(db));
  if (!card) return null;
  return { card, descriptionHtml: row.descriptionHtml, lessons: await repository.lessonsOf(id) };
}

/** A lesson of a course (any publication state) with its video key, or null when it is not that course's. */
export async function lessonOfCourse(
  db: Database,
  courseId: string,
  lessonId: string,
): Promise<CourseLesson | null> {
  return (await createOwnedItemsRepository(db).lesson(courseId, lessonId)) ?? null;
}

/** Whether a course exists (any publication state). */
export const skillCourseExists = (db: Database, id: string) =>
  createOwnedItemsRepository(db).skillCourseExists(id);

/** Whether a class exists (any publication state). */
export const liveClassExists = (db: Database, id: string) =>
  createOwnedItemsRepository(db).liveClassExists(id);
