import type { CatalogueSort, SchoolLevel } from '@scola/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classPackageItems, classPackages } from './class-packages.tables';
import { liveClasses } from '../live-classes/live-classes.tables';
import { col, matches, type PageWindow, similarity, withSearch } from '../search/search';
import { isPublicTutor } from '../tutors/tutors.repository';
import { tutorProfiles } from '../tutors/tutors.tables';

export interface ClassPackageFilter {
  q?: string | undefined;
  subjectId?: string | undefined;
  level?: SchoolLevel | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
}

export type NewClassPackageRow = typeof classPackages.$inferInsert;

const searchDocument = sql`(${col(classPackages.title)} || ' ' || ${col(classPackages.summary)})`;

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

function conditions(filter: ClassPackageFilter): SQL[] {
  const where: SQL[] = [isPublicPackage];
  if (filter.q !== undefined) where.push(matches(filter.q, searchDocument));
  if (filter.subjectId !== undefined) {
    where.push(sql`exists (select 1 from ${classPackageItems}
      join ${liveClasses} on ${col(liveClasses.id)} = ${col(classPackageItems.classId)}
      where ${col(classPackageItems.packageId)} = ${col(classPackages.id)} and ${col(liveClasses.subjectId)} = ${filter.subjectId})`);
  }
  if (filter.level !== undefined) where.push(eq(classPackages.level, filter.level));
  if (filter.priceMin !== undefined) where.push(gte(classPackages.price, filter.priceMin));
  if (filter.priceMax !== undefined) where.push(lte(classPackages.price, filter.priceMax));
  return where;
}

const newest = [sql`${col(classPackages.publishedAt)} desc nulls last`, asc(classPackages.id)];

function order(sort: CatalogueSort, q: string | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      if (q === undefined) return newest;
      return [
        desc(
          sql`greatest(${similarity(q, col(classPackages.title))}, ${similarity(q, searchDocument, 0.9)})`,
        ),
        ...newest,
      ];
    case 'price_asc':
      return [asc(classPackages.price), ...newest];
    case 'price_desc':
      return [desc(classPackages.price), ...newest];
    default:
      return newest;
  }
}

export type ClassPackagesRepository = ReturnType<typeof createClassPackagesRepository>;
export type ClassPackageRow = Awaited<ReturnType<ClassPackagesRepository['list']>>['rows'][number];

/** The only code that queries `class_packages` and `class_package_items`. */
export function createClassPackagesRepository(db: Database) {
  return {
    /** Public packages matching `filter`, sorted, one page; 2 queries. */
    list(filter: ClassPackageFilter, sort: CatalogueSort, page: PageWindow) {
      return withSearch(db, filter.q, async (tx) => {
        const where = and(...conditions(filter));
        const rows = await tx
          .select(columns)
          .from(classPackages)
          .where(where)
          .orderBy(...order(sort, filter.q))
          .limit(page.limit)
          .offset(page.offset);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(classPackages)
          .where(where);
        return { rows, total: count?.n ?? 0 };
      });
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
