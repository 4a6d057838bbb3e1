import type { CatalogueSort } from '@scola/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { col, matches, type PageWindow, similarity, withSearch } from '../search/search';
import { skillCourses, skillLessons } from './skill-courses.tables';
import { isPublicTutor, tutorRefColumns } from '../tutors/tutors.repository';
import { tutorProfiles } from '../tutors/tutors.tables';

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

const searchDocument = sql`(${col(skillCourses.title)} || ' ' || ${col(skillCourses.summary)})`;

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

function conditions(filter: SkillCourseFilter): SQL[] {
  const where: SQL[] = [isPublicCourse];
  const { q } = filter;
  if (q !== undefined) {
    where.push(sql`${col(skillCourses.id)} in (
      select ${col(skillCourses.id)} from ${skillCourses} where ${matches(q, searchDocument)}
      union
      select ${col(skillCourses.id)} from ${skillCourses} join ${tutorProfiles} on ${col(tutorProfiles.userId)} = ${col(skillCourses.instructorId)}
      where ${matches(q, col(tutorProfiles.displayName))})`);
  }
  if (filter.expertiseIds !== undefined) {
    where.push(
      filter.expertiseIds.length === 0 ? sql`false` : inArray(skillCourses.expertiseId, filter.expertiseIds),
    );
  }
  if (filter.tutorId !== undefined) where.push(eq(skillCourses.instructorId, filter.tutorId));
  if (filter.priceMin !== undefined) where.push(gte(skillCourses.finalPrice, filter.priceMin));
  if (filter.priceMax !== undefined) where.push(lte(skillCourses.finalPrice, filter.priceMax));
  if (filter.ratingMin !== undefined) where.push(gte(skillCourses.ratingAverage, filter.ratingMin));
  return where;
}

const newest = [sql`${col(skillCourses.publishedAt)} desc nulls last`, asc(skillCourses.id)];

function order(sort: CatalogueSort, q: string | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      if (q === undefined) return newest;
      return [
        desc(
          sql`greatest(${similarity(q, col(skillCourses.title))}, ${similarity(q, searchDocument, 0.9)}, ${similarity(q, sql`${col(tutorProfiles.displayName)}`, 0.8)})`,
        ),
        desc(skillCourses.ratingAverage),
        ...newest,
      ];
    case 'price_asc':
      return [asc(skillCourses.finalPrice), ...newest];
    case 'price_desc':
      return [desc(skillCourses.finalPrice), ...newest];
    case 'rating':
      return [desc(skillCourses.ratingAverage), desc(skillCourses.ratingCount), ...newest];
    default:
      return newest;
  }
}

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
      return withSearch(db, filter.q, async (tx) => {
        const where = and(...conditions(filter));
        const rows = await tx
          .select(skillCourseCardColumns)
          .from(skillCourses)
          .innerJoin(tutorProfiles, eq(tutorProfiles.userId, skillCourses.instructorId))
          .where(where)
          .orderBy(...order(sort, filter.q))
          .limit(page.limit)
          .offset(page.offset);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(skillCourses)
          .innerJoin(tutorProfiles, eq(tutorProfiles.userId, skillCourses.instructorId))
          .where(where);
        return { rows, total: count?.n ?? 0 };
      });
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
