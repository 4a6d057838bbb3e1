import type { PurchasableItemType } from '@scola/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { isSuspendedUser } from '../../users';
import { classPackageItems, classPackages } from '../class-packages/class-packages.tables';
import { liveClasses } from '../live-classes/live-classes.tables';
import { materials } from '../materials/materials.tables';
import { skillCourses } from '../skill-courses/skill-courses.tables';
import { col } from '../search/search.repository';
import { tutorProfiles } from '../tutors/tutors.tables';

/** An item of the catalogue by type and id. */
export interface PurchasableRef {
  itemType: PurchasableItemType;
  itemId: string;
}

/** What the cart and the checkout need to know about an item, as it is now. */
export interface PurchasableItem {
  itemType: PurchasableItemType;
  itemId: string;
  title: string;
  slug: string;
  coverUrl: string | null;
  /** The tutor (instructor) of the item; for a package: its classes' tutor when they share one, else null. */
  tutorId: string | null;
  /** The tutor's display name; for a package of several tutors: their names joined by ", ". */
  tutorName: string;
  /** What a buyer pays now: the sale price when there is one. Integer rupiah. */
  price: number;
  /** The price before the sale (for a package: the sum of its classes' current prices). */
  originalPrice: number;
  /**
   * Published, and its tutor verified and not suspended (a package: published, with at least one class, and every
   * class for sale).
   */
  forSale: boolean;
  /** Seats left: a class; for a package the fewest over its classes; null for materials and courses. */
  seatsLeft: number | null;
  /** Classes whose seats buying it takes: `[id]` for a class, the package's classes for a package, `[]` otherwise. */
  classIds: string[];
  /** A private tutoring (bimbel) class: booked by its slots (ADR 0034), never bought whole. */
  bookedBySlot: boolean;
}

const tutorColumns = {
  tutorName: tutorProfiles.displayName,
  tutorVerifiedAt: tutorProfiles.verifiedAt,
  tutorSuspended: isSuspendedUser(col(tutorProfiles.userId)),
};

const sellable = (status: string, row: { tutorVerifiedAt: Date | null; tutorSuspended: boolean }) =>
  status === 'published' && row.tutorVerifiedAt !== null && !row.tutorSuspended;

const idsOf = (refs: readonly PurchasableRef[], itemType: PurchasableItemType) => [
  ...new Set(refs.filter((ref) => ref.itemType === itemType).map((ref) => ref.itemId.toLowerCase())),
];

const keyOf = (itemType: PurchasableItemType, itemId: string) => `${itemType}:${itemId.toLowerCase()}`;

type Column<T> = AnyPgColumn<{ data: T; notNull: true }>;

/** An item table of one item type, as `purchasableItems` reads it (joined to its tutor's profile and account). */
interface ItemTable {
  itemType: 'kelas' | 'materi' | 'lifeskill';
  table: typeof liveClasses | typeof materials | typeof skillCourses;
  columns: {
    id: Column<string>;
    title: Column<string>;
    slug: Column<string>;
    coverUrl: AnyPgColumn<{ data: string }>;
    tutorId: Column<string>;
    price: Column<number>;
    /** What a buyer pays now (`price` where there is no sale price, or where the sale has ended). */
    finalPrice: Column<number> | SQL<number>;
    status: Column<string>;
    bookedBySlot: SQL<boolean>;
  };
  /** The seats columns of a class; null for the others. */
  seats: { capacity: Column<number>; seatsTaken: Column<number> } | null;
}

/**
 * What a class costs now: its sale price only while the sale lasts. The sweep clears ended sales every minute; this
 * keeps checkout and the cart from charging an ended sale in the meantime.
 */
const classPriceNow = sql<number>`(case when ${col(liveClasses.saleEndsAt)} <= now() then ${col(liveClasses.price)} else ${col(liveClasses.finalPrice)} end)`;

const itemTables: ItemTable[] = [
  {
    itemType: 'kelas',
    table: liveClasses,
    columns: {
      id: liveClasses.id,
      title: liveClasses.title,
      slug: liveClasses.slug,
      coverUrl: liveClasses.coverUrl,
      tutorId: liveClasses.tutorId,
      price: liveClasses.price,
      finalPrice: classPriceNow,
      status: liveClasses.status,
      bookedBySlot: sql<boolean>`(${col(liveClasses.kind)} = 'bimble')`,
    },
    seats: { capacity: liveClasses.capacity, seatsTaken: liveClasses.seatsTaken },
  },
  {
    itemType: 'materi',
    table: materials,
    columns: {
      id: materials.id,
      title: materials.title,
      slug: materials.slug,
      coverUrl: materials.coverUrl,
      tutorId: materials.tutorId,
      price: materials.price,
      finalPrice: materials.finalPrice,
      status: materials.status,
      bookedBySlot: sql<boolean>`false`,
    },
    seats: null,
  },
  {
    itemType: 'lifeskill',
    table: skillCourses,
    columns: {
      id: skillCourses.id,
      title: skillCourses.title,
      slug: skillCourses.slug,
      coverUrl: skillCourses.coverUrl,
      tutorId: skillCourses.instructorId,
      price: skillCourses.price,
      finalPrice: skillCourses.finalPrice,
      status: skillCourses.status,
      bookedBySlot: sql<boolean>`false`,
    },
    seats: null,
  },
];

/** The items of one item table among `ids`; 1 query (none without ids). */
async function tableItems(db: Database, { itemType, table, columns, seats }: ItemTable, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...columns,
      capacity: seats?.capacity ?? sql<null>`null`,
      seatsTaken: seats?.seatsTaken ?? sql<null>`null`,
      ...tutorColumns,
    })
    .from(table)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, columns.tutorId))
    .where(inArray(columns.id, ids));
  return rows.map((row): PurchasableItem => ({
    itemType,
    itemId: row.id,
    title: row.title,
    slug: row.slug,
    coverUrl: row.coverUrl,
    tutorId: row.tutorId,
    tutorName: row.tutorName,
    price: row.finalPrice,
    originalPrice: row.price,
    forSale: sellable(row.status, row),
    seatsLeft:
      row.capacity === null || row.seatsTaken === null ? null : Math.max(0, row.capacity - row.seatsTaken),
    classIds: itemType === 'kelas' ? [row.id] : [],
    bookedBySlot: row.bookedBySlot,
  }));
}

async function packageItems(db: Database, ids: string[]): Promise<PurchasableItem[]> {
  if (ids.length === 0) return [];
  const packages = await db
    .select({
      id: classPackages.id,
      title: classPackages.title,
      slug: classPackages.slug,
      coverUrl: classPackages.coverUrl,
      price: classPackages.price,
      status: classPackages.status,
    })
    .from(classPackages)
    .where(inArray(classPackages.id, ids));
  if (packages.length === 0) return [];
  const members = await db
    .select({
      packageId: classPackageItems.packageId,
      classId: liveClasses.id,
      tutorId: liveClasses.tutorId,
      finalPrice: classPriceNow,
      status: liveClasses.status,
      kind: liveClasses.kind,
      capacity: liveClasses.capacity,
      seatsTaken: liveClasses.seatsTaken,
      ...tutorColumns,
    })
    .from(classPackageItems)
    .innerJoin(liveClasses, eq(liveClasses.id, classPackageItems.classId))
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
    .where(
      inArray(
        classPackageItems.packageId,
        packages.map((row) => row.id),
      ),
    )
    .orderBy(asc(classPackageItems.packageId), asc(classPackageItems.position));
  return packages.map((row) => {
    const classes = members.filter((member) => member.packageId === row.id);
    const tutorIds = [...new Set(classes.map((member) => member.tutorId))];
    const tutorNames = [...new Set(classes.map((member) => member.tutorName))];
    return {
      itemType: 'kelas-paket',
      itemId: row.id,
      title: row.title,
      slug: row.slug,
      coverUrl: row.coverUrl,
      tutorId: tutorIds.length === 1 ? (tutorIds[0] ?? null) : null,
      tutorName: tutorNames.join(', '),
      price: row.price,
      originalPrice: classes.reduce((sum, member) => sum + member.finalPrice, 0),
      forSale:
        row.status === 'published' &&
        classes.length > 0 &&
        classes.every((member) => sellable(member.status, member)) &&
        // A bimbel class is bought slot by slot; a package has no slots to book.
        classes.every((member) => member.kind !== 'bimble'),
      seatsLeft:
        classes.length === 0
          ? 0
          : Math.max(0, Math.min(...classes.map((member) => member.capacity - member.seatsTaken))),
      classIds: classes.map((member) => member.classId),
      bookedBySlot: false,
    };
  });
}

/**
 * The items `refs` name, as they are now, in the order of `refs` (duplicates once); items that do not exist are left
 * out. At most five queries whatever the number of refs (one per item type, one more for the packages' classes).
 * Pass the checkout's transaction as `db` to read inside it.
 */
export async function purchasableItems(
  db: Database,
  refs: readonly PurchasableRef[],
): Promise<PurchasableItem[]> {
  const found = await packageItems(db, idsOf(refs, 'kelas-paket'));
  for (const itemTable of itemTables)
    found.push(...(await tableItems(db, itemTable, idsOf(refs, itemTable.itemType))));
  const byKey = new Map(found.map((item) => [keyOf(item.itemType, item.itemId), item]));
  const ordered: PurchasableItem[] = [];
  for (const ref of refs) {
    const key = keyOf(ref.itemType, ref.itemId);
    const item = byKey.get(key);
    if (item) {
      ordered.push(item);
      byKey.delete(key);
    }
  }
  return ordered;
}

/**
 * Takes one seat in each class of `classIds` with a single statement (`seats_taken < capacity` per class). False
 * when some class is full (or does not exist): seats of the other classes may have been taken, so the caller must
 * roll its transaction back.
 */
export async function takeSeats(db: Database, classIds: readonly string[]): Promise<boolean> {
  const ids = [...new Set(classIds)];
  if (ids.length === 0) return true;
  const taken = await db
    .update(liveClasses)
    .set({ seatsTaken: sql`${liveClasses.seatsTaken} + 1` })
    .where(and(inArray(liveClasses.id, ids), sql`${liveClasses.seatsTaken} < ${liveClasses.capacity}`))
    .returning({ id: liveClasses.id });
  return taken.length === ids.length;
}

/** Gives back one seat in each class of `classIds` (an order that held them expired, was cancelled or failed). */
export async function releaseSeats(db: Database, classIds: readonly string[]): Promise<void> {
  const ids = [...new Set(classIds)];
  if (ids.length === 0) return;
  await db
    .update(liveClasses)
    .set({ seatsTaken: sql`${liveClasses.seatsTaken} - 1` })
    .where(and(inArray(liveClasses.id, ids), sql`${liveClasses.seatsTaken} > 0`));
}
