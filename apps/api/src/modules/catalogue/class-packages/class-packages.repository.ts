import type { CatalogueSort, SchoolLevel } from '@scola/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { liveClasses } from '../live-classes/live-classes.tables';
import { catalogueListQuery, equalTo } from '../search/list-query.repository';
import type { PageWindow } from '../search/list-options';
import { col } from '../search/search.repository';
import { isPublicTutor } from '../tutors/tutors.repository';
import { tutorProfiles } from '../tutors/tutors.tables';
import { classPackageItems, classPackages } from './class-packages.tables';

export interface ClassPackageFilter {
  q?: string | undefined;
  subjectId?: string | undefined;
  /** Packages holding this class. */
  classId?: string | undefined;
  level?: SchoolLevel | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
}

export type NewClassPackageRow = typeof classPackages.$inferInsert;

/** Published, with at least one class, and every class public (published, public tutor). */
const isPublicPackage = sql`(${col(classPackages.status)} = 'published'
  and exists (select 1 from ${classPackageItems} where ${col(classPackageItems.packageId)} = ${col(classPackages.id)})
  and not exists (
    select 1 from ${classPackageItems}
    join ${liveClasses} on ${col(liveClasses.id)} = ${col(classPackageItems.classId)}
    join ${tutorProfiles} on ${col(tutorProfiles.userId)} = ${col(liveClasses.tutorId)}
    where ${col(classPackageItems.packageId)} = ${col(classPackages.id)}
      and (${col(liveClasses.status)} <> 'published' or not ${isPublicTutor})))`;

const columns = {
  id: classPackages.id,
  slug: classPackages.slug,
  title: classPackages.title,
  summary: classPackages.summary,
  description: classPackages.description,
  level: classPackages.level,
  price: classPackages.price,
  coverUrl: classPackages.coverUrl,
  publishedAt: classPackages.publishedAt,
  originalPrice: sql<number>`(select coalesce(sum(${col(liveClasses.finalPrice)}), 0)::int from ${classPackageItems}
    join ${liveClasses} on ${col(liveClasses.id)} = ${col(classPackageItems.classId)}
    where ${col(classPackageItems.packageId)} = ${col(classPackages.id)})`,
  classCount: sql<number>`(select count(*)::int from ${classPackageItems} where ${col(classPackageItems.packageId)} = ${col(classPackages.id)})`,
};

const listQuery = catalogueListQuery({
  table: classPackages,
  id: classPackages.id,
  visible: isPublicPackage,
  searchKind: 'package',
  price: classPackages.price,
  newest: [sql`${col(classPackages.publishedAt)} desc nulls last`, asc(classPackages.id)],
});

/**
 * Conditions of the filters only packages have: a subject is a package's when one of its classes has it; a class
 * when the package holds it.
 */
const ownConditions = (filter: ClassPackageFilter) => [
  filter.subjectId === undefined
    ? undefined
    : sql`exists (select 1 from ${classPackageItems}
      join ${liveClasses} on ${col(liveClasses.id)} = ${col(classPackageItems.classId)}
      where ${col(classPackageItems.packageId)} = ${col(classPackages.id)} and ${col(liveClasses.subjectId)} = ${filter.subjectId})`,
  filter.classId === undefined
    ? undefined
    : sql`exists (select 1 from ${classPackageItems}
      where ${col(classPackageItems.packageId)} = ${col(classPackages.id)} and ${col(classPackageItems.classId)} = ${filter.classId})`,
  equalTo(classPackages.level, filter.level),
];

export type ClassPackagesRepository = ReturnType<typeof createClassPackagesRepository>;
export type ClassPackageRow = Awaited<ReturnType<ClassPackagesRepository['list']>>['rows'][number];

/** The only code that queries `class_packages` and `class_package_items`. */
export function createClassPackagesRepository(db: Database) {
  return {
    /** Public packages matching `filter`, sorted, one page; 2 queries. */
    list(filter: ClassPackageFilter, sort: CatalogueSort, page: PageWindow) {
      return listQuery.list(db, columns, { filter, own: ownConditions(filter), sort, page });
    },

    /** A public package and its class ids in bundle order, or null; 2 queries. */
    async get(id: string) {
      const [row] = await db
        .select(columns)
        .from(classPackages)
        .where(and(eq(classPackages.id, id), isPublicPackage))
        .limit(1);
      if (!row) return null;
      const items = await db
        .select({ classId: classPackageItems.classId })
        .from(classPackageItems)
        .where(eq(classPackageItems.packageId, id))
        .orderBy(asc(classPackageItems.position), asc(classPackageItems.classId));
      return { ...row, classIds: items.map((item) => item.classId) };
    },

    /** Inserts the packages whose slug is new, and their items; answers the ids by slug. */
    async insertPackages(
      rows: (NewClassPackageRow & { classIds: string[] })[],
    ): Promise<Map<string, string>> {
      if (rows.length === 0) return new Map();
      await db
        .insert(classPackages)
        .values(rows.map(({ classIds: _classIds, ...row }) => row))
        .onConflictDoNothing({ target: classPackages.slug });
      const stored = await db
        .select({ id: classPackages.id, slug: classPackages.slug })
        .from(classPackages)
        .where(
          inArray(
            classPackages.slug,
            rows.map((row) => row.slug),
          ),
        );
      const ids = new Map(stored.map((row) => [row.slug, row.id]));
      const items = rows.flatMap((row) =>
        row.classIds.map((classId, index) => ({
          packageId: ids.get(row.slug) ?? '',
          classId,
          position: index + 1,
        })),
      );
      if (items.length > 0) await db.insert(classPackageItems).values(items).onConflictDoNothing();
      return ids;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(classPackages);
      return row?.n ?? 0;
    },
  };
}
