import type { ClassSession, LiveClassCard, MaterialCard, SkillCourseCard, TutorCard } from '@scola/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import { liveClassCards, materialCards, skillCourseCards, tutorRefOf } from './cards';
import { classPackageItems } from './class-packages.tables';
import { classSessions, liveClasses } from './live-classes.tables';
import { materials } from './materials.tables';
import { ratingOf, referenced } from './refs';
import { col } from './search';
import { skillCourses, skillLessons } from './skill-courses.tables';
import { isPublicTutor, tutorRefColumns } from './tutors.repository';
import { tutorExpertise, tutorProfiles, tutorSubjects } from './tutors.tables';

/**
 * Reads for the collections module: the items a student owns, whatever their publication state now (an owner keeps
 * seeing a class, material or course that was archived after they bought it). Cards have the catalogue's shapes;
 * a never-published item shows its creation time as `publishedAt`. Each function makes a constant number of
 * queries whatever the number of ids.
 */

const publishedOrCreated = (table: typeof liveClasses | typeof materials | typeof skillCourses) =>
  sql`coalesce(${col(table.publishedAt)}, ${col(table.createdAt)})`.mapWith(table.publishedAt);

const classCardColumns = {
  id: liveClasses.id,
  slug: liveClasses.slug,
  title: liveClasses.title,
  summary: liveClasses.summary,
  kind: liveClasses.kind,
  level: liveClasses.level,
  subjectId: liveClasses.subjectId,
  price: liveClasses.price,
  salePrice: liveClasses.salePrice,
  finalPrice: liveClasses.finalPrice,
  capacity: liveClasses.capacity,
  seatsTaken: liveClasses.seatsTaken,
  coverUrl: liveClasses.coverUrl,
  ratingAverage: liveClasses.ratingAverage,
  ratingCount: liveClasses.ratingCount,
  publishedAt: publishedOrCreated(liveClasses),
  ...tutorRefColumns,
  sessionCount: sql<number>`(select count(*)::int from ${classSessions} where ${col(classSessions.classId)} = ${col(liveClasses.id)})`,
  firstSessionAt:
    sql`(select min(${col(classSessions.startsAt)}) from ${classSessions} where ${col(classSessions.classId)} = ${col(liveClasses.id)})`.mapWith(
      classSessions.startsAt,
    ),
  lastSessionAt:
    sql`(select max(${col(classSessions.startsAt)}) from ${classSessions} where ${col(classSessions.classId)} = ${col(liveClasses.id)})`.mapWith(
      classSessions.startsAt,
    ),
};

const materialCardColumns = {
  id: materials.id,
  slug: materials.slug,
  title: materials.title,
  summary: materials.summary,
  subjectId: materials.subjectId,
  level: materials.level,
  pageCount: materials.pageCount,
  previewPages: materials.previewPages,
  price: materials.price,
  coverUrl: materials.coverUrl,
  ratingAverage: materials.ratingAverage,
  ratingCount: materials.ratingCount,
  publishedAt: publishedOrCreated(materials),
  ...tutorRefColumns,
};

const lessonsOf = (what: ReturnType<typeof sql>) =>
  sql`(select ${what} from ${skillLessons} where ${col(skillLessons.courseId)} = ${col(skillCourses.id)})`;

const courseCardColumns = {
  id: skillCourses.id,
  slug: skillCourses.slug,
  title: skillCourses.title,
  summary: skillCourses.summary,
  expertiseId: skillCourses.expertiseId,
  price: skillCourses.price,
  salePrice: skillCourses.salePrice,
  finalPrice: skillCourses.finalPrice,
  coverUrl: skillCourses.coverUrl,
  ratingAverage: skillCourses.ratingAverage,
  ratingCount: skillCourses.ratingCount,
  publishedAt: publishedOrCreated(skillCourses),
  ...tutorRefColumns,
  lessonCount: sql<number>`${lessonsOf(sql`count(*)::int`)}`,
  previewLessonCount: sql<number>`${lessonsOf(sql`(count(*) filter (where ${col(skillLessons.isPreview)}))::int`)}`,
  totalDurationSeconds: sql<number>`${lessonsOf(sql`coalesce(sum(${col(skillLessons.durationSeconds)}), 0)::int`)}`,
};

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
  if (!row) return null;
  const [card] = await liveClassCards([row], catalogueReferenceServiceFor(db));
  if (!card) return null;
  const sessions = await db
    .select({
      id: classSessions.id,
      position: classSessions.position,
      title: classSessions.title,
      startsAt: classSessions.startsAt,
      durationMinutes: classSessions.durationMinutes,
    })
    .from(classSessions)
    .where(eq(classSessions.classId, id))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.position));
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
    .select(materialCardColumns)
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
  if (!row) return null;
  const [card] = await skillCourseCards([row], catalogueReferenceServiceFor(db));
  if (!card) return null;
  const lessons = await db
    .select({
      id: skillLessons.id,
      position: skillLessons.position,
      title: skillLessons.title,
      durationSeconds: skillLessons.durationSeconds,
      isPreview: skillLessons.isPreview,
      videoKey: skillLessons.videoKey,
    })
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
    .select({
      id: skillLessons.id,
      position: skillLessons.position,
      title: skillLessons.title,
      durationSeconds: skillLessons.durationSeconds,
      isPreview: skillLessons.isPreview,
      videoKey: skillLessons.videoKey,
    })
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
  const [expertiseLinks, subjectLinks] = await Promise.all([
    db
      .select({ tutorId: tutorExpertise.tutorId, id: tutorExpertise.expertiseId })
      .from(tutorExpertise)
      .where(inArray(tutorExpertise.tutorId, tutorIds)),
    db
      .select({ tutorId: tutorSubjects.tutorId, id: tutorSubjects.subjectId })
      .from(tutorSubjects)
      .where(inArray(tutorSubjects.tutorId, tutorIds)),
  ]);
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
