import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classPackageItems, classPackages } from '../class-packages/class-packages.tables';
import { liveClasses } from '../live-classes/live-classes.tables';
import { col } from '../search/search.repository';
import { tutorProfiles } from '../tutors/tutors.tables';

/** What a class costs a buyer now (an ended sale no longer applies; see purchasable.repository.ts). */
const classPriceNow = sql<number>`(case when ${col(liveClasses.saleEndsAt)} <= now() then ${col(liveClasses.price)} else ${col(liveClasses.finalPrice)} end)`;

/** Packages every class of which belongs to `tutorId` (a package of several tutors belongs to none of them). */
const ownedBy = (tutorId: string) =>
  sql`exists (select 1 from ${classPackageItems} join ${liveClasses} on ${col(liveClasses.id)} = ${col(classPackageItems.classId)}
        where ${col(classPackageItems.packageId)} = ${col(classPackages.id)})
      and not exists (select 1 from ${classPackageItems} join ${liveClasses} on ${col(liveClasses.id)} = ${col(classPackageItems.classId)}
        where ${col(classPackageItems.packageId)} = ${col(classPackages.id)} and ${col(liveClasses.tutorId)} <> ${tutorId})`;

const packageColumns = {
  id: classPackages.id,
  slug: classPackages.slug,
  title: classPackages.title,
  summary: classPackages.summary,
  status: classPackages.status,
  level: classPackages.level,
  price: classPackages.price,
  publishedAt: classPackages.publishedAt,
  updatedAt: classPackages.updatedAt,
};

export type TutorPackageRow = Awaited<ReturnType<TutorPackagesRepository['list']>>['rows'][number];
export type TutorPackagesRepository = ReturnType<typeof createTutorPackagesRepository>;

/** The tutor workspace's queries of `class_packages` and their items (any status). */
export function createTutorPackagesRepository(db: Database) {
  return {
    /** One page of packages (a tutor's own, or all for admins), last changed first; 2 queries. */
    async list(tutorId: string | undefined, page: { limit: number; offset: number }) {
      const where = tutorId === undefined ? undefined : ownedBy(tutorId);
      const rows = await db
        .select(packageColumns)
        .from(classPackages)
        .where(where)
        .orderBy(desc(classPackages.updatedAt), classPackages.id)
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ value: count() }).from(classPackages).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    async get(id: string, lock = false) {
      const query = db.select(packageColumns).from(classPackages).where(eq(classPackages.id, id)).limit(1);
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    /** The classes of the packages `ids`, in bundle order; 1 query. */
    async itemsOf(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          packageId: classPackageItems.packageId,
          id: liveClasses.id,
          title: liveClasses.title,
          status: liveClasses.status,
          tutorId: liveClasses.tutorId,
          level: liveClasses.level,
          finalPrice: classPriceNow,
        })
        .from(classPackageItems)
        .innerJoin(liveClasses, eq(liveClasses.id, classPackageItems.classId))
        .where(inArray(classPackageItems.packageId, ids))
        .orderBy(asc(classPackageItems.packageId), asc(classPackageItems.position));
    },

    /** The classes `ids` as a package needs them (owner, level, kind, current price, status). */
    async classes(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: liveClasses.id,
          tutorId: liveClasses.tutorId,
          level: liveClasses.level,
          kind: liveClasses.kind,
          status: liveClasses.status,
          finalPrice: classPriceNow,
        })
        .from(liveClasses)
        .where(inArray(liveClasses.id, ids));
    },

    async insert(row: typeof classPackages.$inferInsert): Promise<string> {
      const [inserted] = await db.insert(classPackages).values(row).returning({ id: classPackages.id });
      if (!inserted) throw new Error('package insert returned no row');
      return inserted.id;
    },

    async update(id: string, changes: Partial<typeof classPackages.$inferInsert>): Promise<void> {
      await db.update(classPackages).set(changes).where(eq(classPackages.id, id));
    },

    /** Replaces the bundle's classes (in the given order). */
    async setItems(packageId: string, classIds: string[]): Promise<void> {
      await db.delete(classPackageItems).where(and(eq(classPackageItems.packageId, packageId)));
      await db
        .insert(classPackageItems)
        .values(classIds.map((classId, index) => ({ packageId, classId, position: index + 1 })));
    },

    /** Whether the tutor `userId` is verified (only verified tutors publish). */
    async tutorVerified(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ verifiedAt: tutorProfiles.verifiedAt })
        .from(tutorProfiles)
        .where(eq(tutorProfiles.userId, userId))
        .limit(1);
      return row?.verifiedAt != null;
    },

    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: classPackages.id })
        .from(classPackages)
        .where(eq(classPackages.slug, slug))
        .limit(1);
      return row !== undefined;
    },

    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}
