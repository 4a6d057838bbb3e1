import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classPackageItems } from '../class-packages/class-packages.tables';
import { liveClasses } from '../live-classes/live-classes.tables';
import { materials } from '../materials/materials.tables';
import { skillCourses } from '../skill-courses/skill-courses.tables';
import { type PurchasableItem, purchasableItems, type PurchasableRef } from './purchasable.repository';

/**
 * The items a tutor sells or prepares (not archived): their classes, materials, life-skill courses and the packages
 * made of their classes only, as `purchasableItems` reads them (price now, for sale or not). 5 to 8 queries.
 */
export async function itemsOfTutor(db: Database, tutorId: string): Promise<PurchasableItem[]> {
  const [classRows, materialRows, courseRows] = await Promise.all([
    db
      .select({ id: liveClasses.id })
      .from(liveClasses)
      .where(and(eq(liveClasses.tutorId, tutorId), ne(liveClasses.status, 'archived'))),
    db
      .select({ id: materials.id })
      .from(materials)
      .where(and(eq(materials.tutorId, tutorId), ne(materials.status, 'archived'))),
    db
      .select({ id: skillCourses.id })
      .from(skillCourses)
      .where(and(eq(skillCourses.instructorId, tutorId), ne(skillCourses.status, 'archived'))),
  ]);
  const classIds = classRows.map((row) => row.id);
  const packageRows =
    classIds.length === 0
      ? []
      : await db
          .selectDistinct({ id: classPackageItems.packageId })
          .from(classPackageItems)
          .where(inArray(classPackageItems.classId, classIds));
  const refs: PurchasableRef[] = [
    ...classIds.map((itemId) => ({ itemType: 'kelas' as const, itemId })),
    ...packageRows.map((row) => ({ itemType: 'kelas-paket' as const, itemId: row.id })),
    ...materialRows.map((row) => ({ itemType: 'materi' as const, itemId: row.id })),
    ...courseRows.map((row) => ({ itemType: 'lifeskill' as const, itemId: row.id })),
  ];
  // A package with another tutor's class is not this tutor's alone (its tutor is null).
  return (await purchasableItems(db, refs)).filter((item) => item.tutorId === tutorId);
}
