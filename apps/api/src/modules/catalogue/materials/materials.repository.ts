import type { CatalogueSort, SchoolLevel } from '@scola/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { materials } from './materials.tables';
import { col, matches, type PageWindow, similarity, withSearch } from '../search/search';
import { isPublicTutor, tutorRefColumns } from '../tutors/tutors.repository';
import { tutorExpertise, tutorProfiles } from '../tutors/tutors.tables';

export interface MaterialFilter {
  q?: string | undefined;
  subjectId?: string | undefined;
  level?: SchoolLevel | undefined;
  expertiseId?: string | undefined;
  tutorId?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  ratingMin?: number | undefined;
}

export type NewMaterialRow = typeof materials.$inferInsert;

const searchDocument = sql`(${col(materials.title)} || ' ' || ${col(materials.summary)})`;

const isPublicMaterial = and(eq(materials.status, 'published'), isPublicTutor) ?? sql`false`;

/** The columns of a material card (join `tutor_profiles`). */
export const materialCardColumns = {
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
  publishedAt: materials.publishedAt,
  ...tutorRefColumns,
};

function conditions(filter: MaterialFilter): SQL[] {
  const where: SQL[] = [isPublicMaterial];
  const { q } = filter;
  if (q !== undefined) {
    where.push(sql`${col(materials.id)} in (
      select ${col(materials.id)} from ${materials} where ${matches(q, searchDocument)}
      union
      select ${col(materials.id)} from ${materials} join ${tutorProfiles} on ${col(tutorProfiles.userId)} = ${col(materials.tutorId)}
      where ${matches(q, col(tutorProfiles.displayName))})`);
  }
  if (filter.subjectId !== undefined) where.push(eq(materials.subjectId, filter.subjectId));
  if (filter.level !== undefined) where.push(eq(materials.level, filter.level));
  if (filter.tutorId !== undefined) where.push(eq(materials.tutorId, filter.tutorId));
  if (filter.expertiseId !== undefined) {
    where.push(
      sql`exists (select 1 from ${tutorExpertise} where ${col(tutorExpertise.tutorId)} = ${col(materials.tutorId)} and ${col(tutorExpertise.expertiseId)} = ${filter.expertiseId})`,
    );
  }
  if (filter.priceMin !== undefined) where.push(gte(materials.price, filter.priceMin));
  if (filter.priceMax !== undefined) where.push(lte(materials.price, filter.priceMax));
  if (filter.ratingMin !== undefined) where.push(gte(materials.ratingAverage, filter.ratingMin));
  return where;
}

const newest = [sql`${col(materials.publishedAt)} desc nulls last`, asc(materials.id)];

function order(sort: CatalogueSort, q: string | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      if (q === undefined) return newest;
      return [
        desc(
          sql`greatest(${similarity(q, col(materials.title))}, ${similarity(q, searchDocument, 0.9)}, ${similarity(q, sql`${col(tutorProfiles.displayName)}`, 0.8)})`,
        ),
        desc(materials.ratingAverage),
        ...newest,
      ];
    case 'price_asc':
      return [asc(materials.price), ...newest];
    case 'price_desc':
      return [desc(materials.price), ...newest];
    case 'rating':
      return [desc(materials.ratingAverage), desc(materials.ratingCount), ...newest];
    default:
      return newest;
  }
}

export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
export type MaterialCardRow = Awaited<ReturnType<MaterialsRepository['list']>>['rows'][number];

/** The only code that queries `materials`. */
export function createMaterialsRepository(db: Database) {
  return {
    /** Public materials matching `filter`, sorted, one page; 2 queries. */
    list(filter: MaterialFilter, sort: CatalogueSort, page: PageWindow) {
      return withSearch(db, filter.q, async (tx) => {
        const where = and(...conditions(filter));
        const rows = await tx
          .select(materialCardColumns)
          .from(materials)
          .innerJoin(tutorProfiles, eq(tutorProfiles.userId, materials.tutorId))
          .where(where)
          .orderBy(...order(sort, filter.q))
          .limit(page.limit)
          .offset(page.offset);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(materials)
          .innerJoin(tutorProfiles, eq(tutorProfiles.userId, materials.tutorId))
          .where(where);
        return { rows, total: count?.n ?? 0 };
      });
    },

    /** A public material (with its description and file keys), or null. */
    async get(id: string) {
      const [row] = await db
        .select({
          ...materialCardColumns,
          description: materials.description,
          fileKey: materials.fileKey,
          previewKey: materials.previewKey,
        })
        .from(materials)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, materials.tutorId))
        .where(and(eq(materials.id, id), isPublicMaterial))
        .limit(1);
      return row ?? null;
    },

    async ratingOfPublic(id: string) {
      const [row] = await db
        .select({ ratingAverage: materials.ratingAverage, ratingCount: materials.ratingCount })
        .from(materials)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, materials.tutorId))
        .where(and(eq(materials.id, id), isPublicMaterial))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the materials whose slug is new; answers the ids of all of them by slug. */
    async insertMaterials(rows: NewMaterialRow[]): Promise<Map<string, string>> {
      if (rows.length === 0) return new Map();
      await db.insert(materials).values(rows).onConflictDoNothing({ target: materials.slug });
      const stored = await db
        .select({ id: materials.id, slug: materials.slug })
        .from(materials)
        .where(
          inArray(
            materials.slug,
            rows.map((row) => row.slug),
          ),
        );
      return new Map(stored.map((row) => [row.slug, row.id]));
    },

    async count(): Promise<{ all: number; published: number }> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${col(materials.status)} = 'published'))::int`,
        })
        .from(materials);
      return { all: row?.all ?? 0, published: row?.published ?? 0 };
    },
  };
}
