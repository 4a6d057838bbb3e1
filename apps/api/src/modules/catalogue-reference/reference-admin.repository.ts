import type { SchoolLevel } from '@scola/contracts';
import { and, asc, eq, ilike, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expertise, expertiseCategories, subjects } from './catalogue-reference.tables';

export type ReferenceStatusFilter = 'semua' | 'aktif' | 'arsip';

export interface AdminListFilter {
  q?: string | undefined;
  status: ReferenceStatusFilter;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

type ItemTable = typeof subjects | typeof expertiseCategories | typeof expertise;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function commonWhere(table: ItemTable, filter: AdminListFilter, parent?: SQL): SQL | undefined {
  const parts = [
    parent,
    filter.q ? ilike(table.name, `%${escapeLike(filter.q)}%`) : undefined,
    filter.status === 'aktif' ? isNull(table.archivedAt) : undefined,
    filter.status === 'arsip' ? isNotNull(table.archivedAt) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return parts.length > 0 ? and(...parts) : undefined;
}

const levelOrder = sql`array_position(array['SD', 'SMP', 'SMA', 'UTBK', 'Umum']::text[], ${subjects.level})`;
const n = sql<number>`count(*)::int`;

const subjectColumns = {
  id: subjects.id,
  name: subjects.name,
  slug: subjects.slug,
  level: subjects.level,
  position: subjects.position,
  archivedAt: subjects.archivedAt,
};
const categoryColumns = {
  id: expertiseCategories.id,
  name: expertiseCategories.name,
  slug: expertiseCategories.slug,
  position: expertiseCategories.position,
  archivedAt: expertiseCategories.archivedAt,
};
const expertiseColumns = {
  id: expertise.id,
  name: expertise.name,
  slug: expertise.slug,
  categoryId: expertise.categoryId,
  position: expertise.position,
  archivedAt: expertise.archivedAt,
};

export type SubjectRow = { [K in keyof typeof subjectColumns]: (typeof subjects.$inferSelect)[K] };
export type CategoryRow = {
  [K in keyof typeof categoryColumns]: (typeof expertiseCategories.$inferSelect)[K];
};
export type ExpertiseRow = { [K in keyof typeof expertiseColumns]: (typeof expertise.$inferSelect)[K] };

/** Where an item sits among its siblings: subjects per level, expertise per category, categories all together. */
export type Parent =
  { kind: 'subject'; level: SchoolLevel } | { kind: 'category' } | { kind: 'expertise'; categoryId: string };

const tableOf = (parent: Parent): ItemTable =>
  parent.kind === 'subject' ? subjects : parent.kind === 'category' ? expertiseCategories : expertise;

function parentWhere(parent: Parent): SQL | undefined {
  if (parent.kind === 'subject') return eq(subjects.level, parent.level);
  if (parent.kind === 'expertise') return eq(expertise.categoryId, parent.categoryId);
  return undefined;
}

export type ReferenceAdminRepository = ReturnType<typeof createReferenceAdminRepository>;

/** The admin console's queries over `subjects`, `expertise_categories` and `expertise`. */
export function createReferenceAdminRepository(db: Database) {
  const total = async (table: ItemTable, where: SQL | undefined) =>
    (await db.select({ n }).from(table).where(where))[0]?.n ?? 0;

  return {
    /** Runs `work` in one transaction, given a repository over it. */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async listSubjects(filter: AdminListFilter & { level?: SchoolLevel | undefined }, page: PageWindow) {
      const where = commonWhere(
        subjects,
        filter,
        filter.level ? eq(subjects.level, filter.level) : undefined,
      );
      const [rows, count] = await Promise.all([
        db
          .select(subjectColumns)
          .from(subjects)
          .where(where)
          .orderBy(levelOrder, asc(subjects.position), asc(subjects.name), asc(subjects.id))
          .limit(page.limit)
          .offset(page.offset),
        total(subjects, where),
      ]);
      return { rows, total: count };
    },

    async listCategories(filter: AdminListFilter, page: PageWindow) {
      const where = commonWhere(expertiseCategories, filter);
      const [rows, count] = await Promise.all([
        db
          .select(categoryColumns)
          .from(expertiseCategories)
          .where(where)
          .orderBy(
            asc(expertiseCategories.position),
            asc(expertiseCategories.name),
            asc(expertiseCategories.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        total(expertiseCategories, where),
      ]);
      return { rows, total: count };
    },

    async listExpertise(filter: AdminListFilter & { categoryId?: string | undefined }, page: PageWindow) {
      const byCategory = filter.categoryId ? eq(expertise.categoryId, filter.categoryId) : undefined;
      const where = commonWhere(expertise, filter, byCategory);
      const [rows, count] = await Promise.all([
        db
          .select({ ...expertiseColumns, categoryName: expertiseCategories.name })
          .from(expertise)
          .innerJoin(expertiseCategories, eq(expertiseCategories.id, expertise.categoryId))
          .where(where)
          .orderBy(
            asc(expertiseCategories.position),
            asc(expertiseCategories.name),
            asc(expertise.position),
            asc(expertise.name),
            asc(expertise.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        total(expertise, where),
      ]);
      return { rows, total: count };
    },

    /** Expertise per category (archived included): a category with any cannot be deleted. */
    async expertiseCountsByCategory(ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: expertise.categoryId, n })
        .from(expertise)
        .where(sql`${expertise.categoryId} in ${ids}`)
        .groupBy(expertise.categoryId);
      return new Map(rows.map((row) => [row.id, row.n]));
    },

    /** The row, locked until the transaction ends (`lock`), so that nothing starts using it meanwhile. */
    async subject(id: string, lock = false): Promise<SubjectRow | null> {
      const query = db.select(subjectColumns).from(subjects).where(eq(subjects.id, id));
      return (await (lock ? query.for('update') : query))[0] ?? null;
    },
    async category(id: string, lock = false): Promise<CategoryRow | null> {
      const query = db
        .select(categoryColumns)
        .from(expertiseCategories)
        .where(eq(expertiseCategories.id, id));
      return (await (lock ? query.for('update') : query))[0] ?? null;
    },
    async expertise(id: string, lock = false) {
      const query = db
        .select({ ...expertiseColumns, categoryName: expertiseCategories.name })
        .from(expertise)
        .innerJoin(expertiseCategories, eq(expertiseCategories.id, expertise.categoryId))
        .where(eq(expertise.id, id));
      return (await (lock ? query.for('update', { of: expertise }) : query))[0] ?? null;
    },

    /** Whether a sibling of `parent` (other than `exceptId`) already has this name, ignoring case. */
    async nameTaken(parent: Parent, name: string, exceptId?: string): Promise<boolean> {
      const table = tableOf(parent);
      const where = and(
        parentWhere(parent),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId ? ne(table.id, exceptId) : undefined,
      );
      return (await total(table, where)) > 0;
    },

    async slugTaken(parent: Parent, slug: string): Promise<boolean> {
      const table = tableOf(parent);
      return (await total(table, eq(table.slug, slug))) > 0;
    },

    /** One past the last position among the siblings (new items go last). */
    async nextPosition(parent: Parent): Promise<number> {
      const table = tableOf(parent);
      const rows = await db
        .select({ max: sql<number>`coalesce(max(${table.position}), 0)::int` })
        .from(table)
        .where(parentWhere(parent));
      return (rows[0]?.max ?? 0) + 1;
    },

    /** Ids of the siblings, in their current order. */
    async siblingIds(parent: Parent): Promise<string[]> {
      const table = tableOf(parent);
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(parentWhere(parent))
        .orderBy(asc(table.position), asc(table.name), asc(table.id));
      return rows.map((row) => row.id);
    },

    async setPositions(parent: Parent, ids: string[]): Promise<void> {
      const table = tableOf(parent);
      for (const [index, id] of ids.entries()) {
        await db
          .update(table)
          .set({ position: index + 1 })
          .where(eq(table.id, id));
      }
    },
  };
}
