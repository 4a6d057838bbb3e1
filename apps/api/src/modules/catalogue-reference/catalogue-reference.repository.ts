import type { SchoolLevel } from '@scola/contracts';
import { and, asc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expertise, expertiseCategories, subjects } from './catalogue-reference.tables';

export interface PageWindow {
  limit: number;
  offset: number;
}

export interface NewSubject {
  name: string;
  slug: string;
  level: SchoolLevel;
}
export interface NewExpertiseCategory {
  name: string;
  slug: string;
}
export interface NewExpertise {
  name: string;
  slug: string;
  categoryId: string;
}

const levelOrder = sql`array_position(array['SD', 'SMP', 'SMA', 'UTBK', 'Umum']::text[], ${subjects.level})`;

/** For another module's filter: the name of the subject whose id is in `subjectId` (e.g. searching study rooms). */
export const subjectNameOf = (subjectId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${sql.identifier('subjects')}.${sql.identifier('name')} from ${subjects}
    where ${sql.identifier('subjects')}.${sql.identifier('id')} = ${subjectId})`;

export type CatalogueReferenceRepository = ReturnType<typeof createCatalogueReferenceRepository>;

/** The only code that queries `subjects`, `expertise_categories` and `expertise`. Every list costs 2 queries. */
export function createCatalogueReferenceRepository(db: Database) {
  const countOf = async (
    table: typeof subjects | typeof expertiseCategories | typeof expertise,
    where?: SQL,
  ) => {
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where);
    return rows[0]?.n ?? 0;
  };

  return {
    async listSubjects(filter: { level?: SchoolLevel | undefined }, page: PageWindow) {
      // Pickers offer active items only; archived ones stay readable by id for the records that use them.
      const where = and(
        isNull(subjects.archivedAt),
        filter.level ? eq(subjects.level, filter.level) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select({ id: subjects.id, name: subjects.name, slug: subjects.slug, level: subjects.level })
          .from(subjects)
          .where(where)
          .orderBy(levelOrder, asc(subjects.position), asc(subjects.name), asc(subjects.id))
          .limit(page.limit)
          .offset(page.offset),
        countOf(subjects, where),
      ]);
      return { rows, total };
    },

    async listExpertiseCategories(page: PageWindow) {
      const [rows, total] = await Promise.all([
        db
          .select({
            id: expertiseCategories.id,
            name: expertiseCategories.name,
            slug: expertiseCategories.slug,
          })
          .from(expertiseCategories)
          .where(isNull(expertiseCategories.archivedAt))
          .orderBy(
            asc(expertiseCategories.position),
            asc(expertiseCategories.name),
            asc(expertiseCategories.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        countOf(expertiseCategories, isNull(expertiseCategories.archivedAt)),
      ]);
      return { rows, total };
    },

    async listExpertise(filter: { categoryId?: string | undefined }, page: PageWindow) {
      // An archived category hides its expertise from pickers too.
      const where = and(
        isNull(expertise.archivedAt),
        filter.categoryId ? eq(expertise.categoryId, filter.categoryId) : undefined,
        sql`not exists (select 1 from ${expertiseCategories} where ${expertiseCategories.id} = ${expertise.categoryId} and ${expertiseCategories.archivedAt} is not null)`,
      );
      const [rows, total] = await Promise.all([
        db
          .select({
            id: expertise.id,
            name: expertise.name,
            slug: expertise.slug,
            categoryId: expertise.categoryId,
          })
          .from(expertise)
          .where(where)
          .orderBy(asc(expertise.position), asc(expertise.name), asc(expertise.id))
          .limit(page.limit)
          .offset(page.offset),
        countOf(expertise, where),
      ]);
      return { rows, total };
    },

    /** Inserts the missing ones (keyed on slug); existing rows are left untouched. */
    async insertSubjects(items: NewSubject[]): Promise<void> {
      if (items.length === 0) return;
      await db.insert(subjects).values(items).onConflictDoNothing({ target: subjects.slug });
    },

    async insertExpertiseCategories(items: NewExpertiseCategory[]): Promise<void> {
      if (items.length === 0) return;
      await db
        .insert(expertiseCategories)
        .values(items)
        .onConflictDoNothing({ target: expertiseCategories.slug });
    },

    async categoryIdsBySlug(slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: expertiseCategories.id, slug: expertiseCategories.slug })
        .from(expertiseCategories)
        .where(inArray(expertiseCategories.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    async insertExpertise(items: NewExpertise[]): Promise<void> {
      if (items.length === 0) return;
      await db.insert(expertise).values(items).onConflictDoNothing({ target: expertise.slug });
    },

    async subjectsByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: subjects.id, name: subjects.name, slug: subjects.slug, level: subjects.level })
        .from(subjects)
        .where(inArray(subjects.id, ids));
    },

    async expertiseByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: expertise.id,
          name: expertise.name,
          slug: expertise.slug,
          categoryId: expertise.categoryId,
        })
        .from(expertise)
        .where(inArray(expertise.id, ids));
    },

    /** The id of the subject with this id or slug (`byId` says which column to compare). */
    async findSubjectId(key: string, byId: boolean): Promise<string | null> {
      const rows = await db
        .select({ id: subjects.id })
        .from(subjects)
        .where(byId ? eq(subjects.id, key) : eq(subjects.slug, key))
        .limit(1);
      return rows[0]?.id ?? null;
    },

    async findExpertiseId(key: string, byId: boolean): Promise<string | null> {
      const rows = await db
        .select({ id: expertise.id })
        .from(expertise)
        .where(byId ? eq(expertise.id, key) : eq(expertise.slug, key))
        .limit(1);
      return rows[0]?.id ?? null;
    },

    /** The expertise ids of the category with this id or slug; `null` when there is no such category. */
    async expertiseIdsOfCategory(key: string, byId: boolean): Promise<string[] | null> {
      const rows = await db
        .select({ categoryId: expertiseCategories.id, expertiseId: expertise.id })
        .from(expertiseCategories)
        .leftJoin(expertise, eq(expertise.categoryId, expertiseCategories.id))
        .where(byId ? eq(expertiseCategories.id, key) : eq(expertiseCategories.slug, key));
      if (rows.length === 0) return null;
      return rows.flatMap((row) => (row.expertiseId ? [row.expertiseId] : []));
    },

    async subjectIdsBySlug(slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: subjects.id, slug: subjects.slug })
        .from(subjects)
        .where(inArray(subjects.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    async expertiseIdsBySlug(slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: expertise.id, slug: expertise.slug })
        .from(expertise)
        .where(inArray(expertise.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    async counts() {
      const [subjectCount, categoryCount, expertiseCount] = await Promise.all([
        countOf(subjects),
        countOf(expertiseCategories),
        countOf(expertise),
      ]);
      return { subjects: subjectCount, expertiseCategories: categoryCount, expertise: expertiseCount };
    },
  };
}
