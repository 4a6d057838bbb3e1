import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classPackageItems } from '../class-packages/class-packages.tables';
import { liveClasses } from '../live-classes/live-classes.tables';

/** A class of a package: its tutor and its regular price (before any sale), integer rupiah. */
export interface PackageClass {
  classId: string;
  tutorId: string;
  price: number;
}

/** The classes of each package, in the package's order (one query). */
export async function classesOfPackages(
  db: Database,
  packageIds: readonly string[],
): Promise<Map<string, PackageClass[]>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({
      packageId: classPackageItems.packageId,
      classId: liveClasses.id,
      tutorId: liveClasses.tutorId,
      price: liveClasses.price,
    })
    .from(classPackageItems)
    .innerJoin(liveClasses, eq(liveClasses.id, classPackageItems.classId))
    .where(inArray(classPackageItems.packageId, [...packageIds]))
    .orderBy(asc(classPackageItems.packageId), asc(classPackageItems.position));
  const found = new Map<string, PackageClass[]>();
  for (const { packageId, ...member } of rows)
    found.set(packageId, [...(found.get(packageId) ?? []), member]);
  return found;
}

/** The packages holding any of these classes (one query). */
export async function packagesWithClasses(db: Database, classIds: readonly string[]): Promise<string[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ packageId: classPackageItems.packageId })
    .from(classPackageItems)
    .where(inArray(classPackageItems.classId, [...classIds]));
  return rows.map((row) => row.packageId);
}
