import type { CatalogueSort } from '@scola/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { catalogueListQuery, equalTo } from '../search/list-query.repository';
import type { PageWindow } from '../search/list-options';
import { col } from '../search/search.repository';
import { isPublicTutor, tutorRefColumns } from '../tutors/tutors.repository';
import { tutorProfiles } from '../tutors/tutors.tables';
import { skillCourses, skillLessons } from './skill-courses.tables';

export interface SkillCourseFilter {
  q?: string | undefined;
  /** Any of these expertise ids (a single `keahlian`, or the expertise of a `kategori`). */
  expertiseIds?: string[] | undefined;
  tutorId?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  ratingMin?: number | undefined;
}

export type NewSkillCourseRow = typeof skillCourses.$inferInsert;
export type NewSkillLessonRow = typeof skillLessons.$inferInsert;

const isPublicCourse = and(eq(skillCourses.status, 'published'), isPublicTutor) ?? sql`false`;

const lessonsOf = (what: SQL) =>
  sql`(select ${what} from ${skillLessons} where ${col(skillLessons.courseId)} = ${col(skillCourses.id)})`;

/** The columns of a life-skill course card (join `tutor_profiles`). */
export const skillCourseCardColumns = {
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
  publishedAt: skillCourses.publishedAt,
  ...tutorRefColumns,
  lessonCount: sql<number>`${lessonsOf(sql`count(*)::int`)}`,
  previewLessonCount: sql<number>`${lessonsOf(sql`(count(*) filter (where ${col(skillLessons.isPreview)}))::int`)}`,
  totalDurationSeconds: sql<number>`${lessonsOf(sql`coalesce(sum(${col(skillLessons.durationSeconds)}), 0)::int`)}`,
};

const listQuery = catalogueListQuery({
  table: skillCourses,
  id: skillCourses.id,
  tutor: skillCourses.instructorId,
  visible: isPublicCourse,
  searchKind: 'course',
  price: skillCourses.finalPrice,
  rating: { average: skillCourses.ratingAverage, count: skillCourses.ratingCount },
  newest: [sql`${col(skillCourses.publishedAt)} desc nulls last`, asc(skillCourses.id)],
});

/** Conditions of the filters only courses have. */
const ownConditions = (filter: SkillCourseFilter) => [
  filter.expertiseIds === undefined
    ? undefined
    : filter.expertiseIds.length === 0
      ? sql`false`
      : inArray(skillCourses.expertiseId, filter.expertiseIds),
  equalTo(skillCourses.instructorId, filter.tutorId),
];

/**
 * For another module's query: the course of the lesson whose id is in `lessonId` (a scalar subquery over
 * `skill_lessons`), so that module can group its own rows by course without reading this table itself.
 */
export const courseIdOfLesson = (lessonId: AnyPgColumn): SQL<string> =>
  sql<string>`(select ${col(skillLessons.courseId)} from ${skillLessons} where ${col(skillLessons.id)} = ${col(lessonId)})`;

/** The columns of a lesson as a course's page lists it (without its video key). */
export const skillLessonColumns = {
  id: skillLessons.id,
  position: skillLessons.position,
  title: skillLessons.title,
  durationSeconds: skillLessons.durationSeconds,
  isPreview: skillLessons.isPreview,
};

export type SkillCoursesRepository = ReturnType<typeof createSkillCoursesRepository>;
export type SkillCourseCardRow = Awaited<ReturnType<SkillCoursesRepository['list']>>['rows'][number];

/** The only code that queries `skill_courses` and `skill_lessons`. */
export function createSkillCoursesRepository(db: Database) {
  return {
    /** Public courses matching `filter`, sorted, one page; 2 queries. */
    list(filter: SkillCourseFilter, sort: CatalogueSort, page: PageWindow) {
      return listQuery.list(db, skillCourseCardColumns, { filter, own: ownConditions(filter), sort, page });
    },

    /** A public course with its description and lessons in order, or null; 2 queries. */
    async get(id: string) {
      const [row] = await db
        .select({ ...skillCourseCardColumns, descriptionHtml: skillCourses.descriptionHtml })
        .from(skillCourses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, skillCourses.instructorId))
        .where(and(eq(skillCourses.id, id), isPublicCourse))
        .limit(1);
      if (!row) return null;
      const lessons = await db
        .select(skillLessonColumns)
        .from(skillLessons)
        .where(eq(skillLessons.courseId, id))
        .orderBy(asc(skillLessons.position));
      return { ...row, lessons };
    },

    /** A lesson of a public course with its video key, or null. */
    async lessonOfPublicCourse(courseId: string, lessonId: string) {
      const [row] = await db
        .select({ ...skillLessonColumns, videoKey: skillLessons.videoKey })
        .from(skillLessons)
        .innerJoin(skillCourses, eq(skillCourses.id, skillLessons.courseId))
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, skillCourses.instructorId))
        .where(and(eq(skillLessons.id, lessonId), eq(skillLessons.courseId, courseId), isPublicCourse))
        .limit(1);
      return row ?? null;
    },

    async ratingOfPublic(id: string) {
      const [row] = await db
        .select({ ratingAverage: skillCourses.ratingAverage, ratingCount: skillCourses.ratingCount })
        .from(skillCourses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, skillCourses.instructorId))
        .where(and(eq(skillCourses.id, id), isPublicCourse))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the courses whose slug is new and the lessons whose (course, position) is new; ids by slug. */
    async insertCourses(
      rows: (NewSkillCourseRow & { lessons: Omit<NewSkillLessonRow, 'courseId'>[] })[],
    ): Promise<Map<string, string>> {
      if (rows.length === 0) return new Map();
      await db
        .insert(skillCourses)
        .values(rows.map(({ lessons: _lessons, ...row }) => row))
        .onConflictDoNothing({ target: skillCourses.slug });
      const stored = await db
        .select({ id: skillCourses.id, slug: skillCourses.slug })
        .from(skillCourses)
        .where(
          inArray(
            skillCourses.slug,
            rows.map((row) => row.slug),
          ),
        );
      const ids = new Map(stored.map((row) => [row.slug, row.id]));
      const lessons = rows.flatMap((row) =>
        row.lessons.map((lesson) => ({ ...lesson, courseId: ids.get(row.slug) ?? '' })),
      );
      if (lessons.length > 0) await db.insert(skillLessons).values(lessons).onConflictDoNothing();
      return ids;
    },

    async count(): Promise<{ all: number; published: number }> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${col(skillCourses.status)} = 'published'))::int`,
        })
        .from(skillCourses);
      return { all: row?.all ?? 0, published: row?.published ?? 0 };
    },
  };
}
