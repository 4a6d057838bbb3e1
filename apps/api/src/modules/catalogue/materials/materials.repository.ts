import type { CatalogueSort, SchoolLevel } from '@scola/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogueListQuery, equalTo } from '../search/list-query.repository';
import type { PageWindow } from '../search/list-options';
import { col } from '../search/search.repository';
import { isPublicTutor, tutorHasExpertise, tutorRefColumns } from '../tutors/tutors.repository';
import { tutorProfiles } from '../tutors/tutors.tables';
import { materials } from './materials.tables';

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
  previewKey: materials.previewKey,
  price: materials.price,
  salePrice: materials.salePrice,
  finalPrice: materials.finalPrice,
  coverUrl: materials.coverUrl,
  ratingAverage: materials.ratingAverage,
  ratingCount: materials.ratingCount,
  publishedAt: materials.publishedAt,
  ...tutorRefColumns,
};

const listQuery = catalogueListQuery({
  table: materials,
  id: materials.id,
  tutor: materials.tutorId,
  visible: isPublicMaterial,
  searchKind: 'material',
  price: materials.finalPrice,
  rating: { average: materials.ratingAverage, count: materials.ratingCount },
  newest: [sql`${col(materials.publishedAt)} desc nulls last`, asc(materials.id)],
});

/** Conditions of the filters only materials have. */
const ownConditions = (filter: MaterialFilter) => [
  equalTo(materials.subjectId, filter.subjectId),
  equalTo(materials.level, filter.level),
  equalTo(materials.tutorId, filter.tutorId),
  filter.expertiseId === undefined ? undefined : tutorHasExpertise(materials.tutorId, filter.expertiseId),
];

export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
export type MaterialCardRow = Awaited<ReturnType<MaterialsRepository['list']>>['rows'][number];

/** The only code that queries `materials`. */
export function createMaterialsRepository(db: Database) {
  return {
    /** Public materials matching `filter`, sorted, one page; 2 queries. */
    list(filter: MaterialFilter, sort: CatalogueSort, page: PageWindow) {
      return listQuery.list(db, materialCardColumns, { filter, own: ownConditions(filter), sort, page });
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
