import type { ClassSession, LiveClassCard, MaterialCard, SkillCourseCard, TutorCard } from '@scola/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogueReferenceServiceFor } from '../../catalogue-reference';
import { liveClassCards, materialCards, skillCourseCards, tutorRefOf } from '../cards';
import { classPackageItems } from '../class-packages/class-packages.tables';
import { createLiveClassesRepository, liveClassCardColumns } from '../live-classes/live-classes.repository';
import { liveClasses } from '../live-classes/live-classes.tables';
import { materialCardColumns } from '../materials/materials.repository';
import { materials } from '../materials/materials.tables';
import { ratingOf, referenced } from '../shared/refs';
import { col } from '../search/search';
import { skillCourseCardColumns, skillLessonColumns } from '../skill-courses/skill-courses.repository';
import { skillCourses, skillLessons } from '../skill-courses/skill-courses.tables';
import { createTutorsRepository, isPublicTutor, tutorRefColumns } from '../tutors/tutors.repository';
import { tutorProfiles, tutorSubjects } from '../tutors/tutors.tables';

/**
 * Reads for the collections module: the items a student owns, whatever their publication state now (an owner keeps
 * seeing a class, material or course that was archived after they bought it). Cards have the catalogue's shapes;
 * a never-published item shows its creation time as `publishedAt`. Each function makes a constant number of
 * queries whatever the number of ids.
 */

const publishedOrCreated = (table: typeof liveClasses | typeof materials | typeof skillCourses) =>
  sql`coalesce(${col(table.publishedAt)}, ${col(table.createdAt)})`.mapWith(table.publishedAt);

const classCardColumns = { ...liveClassCardColumns, publishedAt: publishedOrCreated(liveClasses) };

const ownedMaterialCardColumns = { ...materialCardColumns, publishedAt: publishedOrCreated(materials) };

const courseCardColumns = { ...skillCourseCardColumns, publishedAt: publishedOrCreated(skillCourses) };

const lessonColumns = { ...skillLessonColumns, videoKey: skillLessons.videoKey };

/** The card of `row` (none without a row); its reference data in 1 query. */
async function cardOf<Row, Card>(
  db: Database,
  row: Row | undefined,
  cardsOf: (rows: Row[], reference: ReturnType<typeof catalogueReferenceServiceFor>) => Promise<Card[]>,
): Promise<Card | undefined> {
  if (!row) return undefined;
  const [card] = await cardsOf([row], catalogueReferenceServiceFor(db));
  return card;
}

const byId = <T extends { id: string }>(cards: T[]) => new Map(cards.map((card) => [card.id, card]));

/** Class cards by id (any publication state); 2 queries. */
export async function liveClassCardsByIds(db: Database, ids: string[]): Promise<Map<string, LiveClassCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(classCardColumns)
    .from(liveClasses)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
    .where(inArray(liveClasses.id, ids));
  return byId(await liveClassCards(rows, catalogueReferenceServiceFor(db)));
}

/** A class (any publication state) with its about text and sessions in order, or null; 3 queries. */
export async function liveClassWithSessions(
  db: Database,
  id: string,
): Promise<{ card: LiveClassCard; aboutHtml: string; sessions: ClassSession[] } | null> {
  const [row] = await db
    .select({ ...classCardColumns, aboutHtml: liveClasses.aboutHtml })
    .from(liveClasses)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
    .where(eq(liveClasses.id, id))
    .limit(1);
  const card = await cardOf(db, row, liveClassCards);
  if (!row || !card) return null;
  const sessions = await createLiveClassesRepository(db).sessionsOf(id);
  return {
    card,
    aboutHtml: row.aboutHtml,
    sessions: sessions.map((session) => ({ ...session, startsAt: session.startsAt.toISOString() })),
  };
}

/** The classes of each package (by package id); 1 query. */
export async function classIdsOfPackages(db: Database, packageIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (packageIds.length === 0) return result;
  const rows = await db
    .select({ packageId: classPackageItems.packageId, classId: classPackageItems.classId })
    .from(classPackageItems)
    .where(inArray(classPackageItems.packageId, packageIds))
    .orderBy(asc(classPackageItems.position));
  for (const row of rows) result.set(row.packageId, [...(result.get(row.packageId) ?? []), row.classId]);
  return result;
}

/** Material cards by id (any publication state); 2 queries. */
export async function materialCardsByIds(db: Database, ids: string[]): Promise<Map<string, MaterialCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(ownedMaterialCardColumns)
    .from(materials)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, materials.tutorId))
    .where(inArray(materials.id, ids));
  return byId(await materialCards(rows, catalogueReferenceServiceFor(db)));
}

/** The full file of a material (storage key) and a download name, or null for an unknown material. */
export async function materialFullFile(
  db: Database,
  id: string,
): Promise<{ key: string; filename: string } | null> {
  const [row] = await db
    .select({ slug: materials.slug, fileKey: materials.fileKey })
    .from(materials)
    .where(eq(materials.id, id))
    .limit(1);
  return row ? { key: row.fileKey, filename: `${row.slug}.pdf` } : null;
}

/** Whether a material exists (any publication state). */
export async function materialExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: materials.id }).from(materials).where(eq(materials.id, id)).limit(1);
  return row !== undefined;
}

/** Life-skill course cards by id (any publication state); 2 queries. */
export async function skillCourseCardsByIds(
  db: Database,
  ids: string[],
): Promise<Map<string, SkillCourseCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(courseCardColumns)
    .from(skillCourses)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, skillCourses.instructorId))
    .where(inArray(skillCourses.id, ids));
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
  const [row] = await db
    .select({ ...courseCardColumns, descriptionHtml: skillCourses.descriptionHtml })
    .from(skillCourses)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, skillCourses.instructorId))
    .where(eq(skillCourses.id, id))
    .limit(1);
  const card = await cardOf(db, row, skillCourseCards);
  if (!row || !card) return null;
  const lessons = await db
    .select(lessonColumns)
    .from(skillLessons)
    .where(eq(skillLessons.courseId, id))
    .orderBy(asc(skillLessons.position));
  return { card, descriptionHtml: row.descriptionHtml, lessons };
}

/** A lesson of a course (any publication state) with its video key, or null when it is not that course's. */
export async function lessonOfCourse(
  db: Database,
  courseId: string,
  lessonId: string,
): Promise<CourseLesson | null> {
  const [row] = await db
    .select(lessonColumns)
    .from(skillLessons)
    .where(and(eq(skillLessons.id, lessonId), eq(skillLessons.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** Whether a course exists (any publication state). */
export async function skillCourseExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: skillCourses.id })
    .from(skillCourses)
    .where(eq(skillCourses.id, id))
    .limit(1);
  return row !== undefined;
}

/** Whether a class exists (any publication state). */
export async function liveClassExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: liveClasses.id })
    .from(liveClasses)
    .where(eq(liveClasses.id, id))
    .limit(1);
  return row !== undefined;
}

/** Whether `id` is a public (verified) tutor. */
export async function isPublicTutorId(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tutorProfiles.userId })
    .from(tutorProfiles)
    .where(and(eq(tutorProfiles.userId, id), isPublicTutor))
    .limit(1);
  return row !== undefined;
}

/** Cards of the public (verified) tutors among `ids`, as `GET /api/tutor` shows them; 5 queries. */
export async function tutorCardsByIds(db: Database, ids: string[]): Promise<Map<string, TutorCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      ...tutorRefColumns,
      ratingAverage: tutorProfiles.ratingAverage,
      ratingCount: tutorProfiles.ratingCount,
      classCount: sql<number>`(select count(*)::int from ${liveClasses} where ${col(liveClasses.tutorId)} = ${col(tutorProfiles.userId)} and ${col(liveClasses.status)} = 'published')`,
      courseCount: sql<number>`(select count(*)::int from ${skillCourses} where ${col(skillCourses.instructorId)} = ${col(tutorProfiles.userId)} and ${col(skillCourses.status)} = 'published')`,
    })
    .from(tutorProfiles)
    .where(and(inArray(tutorProfiles.userId, ids), isPublicTutor));
  if (rows.length === 0) return new Map();
  const tutorIds = rows.map((row) => row.tutorId);
  const { expertise: expertiseLinks, subjects: subjectLinks } =
    await createTutorsRepository(db).links(tutorIds);
  const reference = catalogueReferenceServiceFor(db);
  const [expertise, subjects] = await Promise.all([
    reference.expertiseByIds(expertiseLinks.map((link) => link.id)),
    reference.subjectsByIds(subjectLinks.map((link) => link.id)),
  ]);
  const idsOf = (list: { tutorId: string; id: string }[], tutorId: string) =>
    list.filter((link) => link.tutorId === tutorId).map((link) => link.id);
  return new Map(
    rows.map((row) => [
      row.tutorId,
      {
        ...tutorRefOf(row),
        rating: ratingOf(row),
        expertise: idsOf(expertiseLinks, row.tutorId)
          .map((id) => referenced(expertise, id))
          .sort((a, b) => a.name.localeCompare(b.name, 'id')),
        subjects: idsOf(subjectLinks, row.tutorId)
          .map((id) => referenced(subjects, id))
          .sort((a, b) => a.name.localeCompare(b.name, 'id') || a.level.localeCompare(b.level)),
        classCount: row.classCount,
        courseCount: row.courseCount,
      },
    ]),
  );
}

/** Subject ids a tutor teaches (`tutor_subjects`), for the tutor area's free trial requests. */
export async function subjectIdsOfTutor(db: Database, tutorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: tutorSubjects.subjectId })
    .from(tutorSubjects)
    .where(eq(tutorSubjects.tutorId, tutorId));
  return rows.map((row) => row.id);
}
