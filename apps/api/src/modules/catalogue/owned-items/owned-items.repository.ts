import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classPackageItems } from '../class-packages/class-packages.tables';
import { liveClassCardColumns } from '../live-classes/live-classes.repository';
import { liveClasses } from '../live-classes/live-classes.tables';
import { materialCardColumns } from '../materials/materials.repository';
import { materials } from '../materials/materials.tables';
import { col } from '../search/search.repository';
import { skillCourseCardColumns, skillLessonColumns } from '../skill-courses/skill-courses.repository';
import { skillCourses, skillLessons } from '../skill-courses/skill-courses.tables';
import { tutorProfiles } from '../tutors/tutors.tables';

/**
 * Rows of the items a student may own, whatever their publication state now (an owner keeps seeing a class,
 * material or course that was archived after they bought it). A never-published item shows its creation time as
 * `publishedAt`. Each method makes one query whatever the number of ids.
 */

const publishedOrCreated = (table: typeof liveClasses | typeof materials | typeof skillCourses) =>
  sql`coalesce(${col(table.publishedAt)}, ${col(table.createdAt)})`.mapWith(table.publishedAt);

const classCardColumns = { ...liveClassCardColumns, publishedAt: publishedOrCreated(liveClasses) };

const ownedMaterialCardColumns = { ...materialCardColumns, publishedAt: publishedOrCreated(materials) };

const courseCardColumns = { ...skillCourseCardColumns, publishedAt: publishedOrCreated(skillCourses) };

const lessonColumns = { ...skillLessonColumns, videoKey: skillLessons.videoKey };

export type OwnedItemsRepository = ReturnType<typeof createOwnedItemsRepository>;

export function createOwnedItemsRepository(db: Database) {
  const exists = async (table: typeof liveClasses | typeof materials | typeof skillCourses, id: string) => {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
    return row !== undefined;
  };

  return {
    /** Class card rows by id. */
    liveClasses(ids: string[]) {
      return db
        .select(classCardColumns)
        .from(liveClasses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
        .where(inArray(liveClasses.id, ids));
    },

    /** A class card row with its about text, or undefined. */
    async liveClass(id: string) {
      const [row] = await db
        .select({ ...classCardColumns, aboutHtml: liveClasses.aboutHtml })
        .from(liveClasses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, liveClasses.tutorId))
        .where(eq(liveClasses.id, id))
        .limit(1);
      return row;
    },

    liveClassExists: (id: string) => exists(liveClasses, id),

    /** The classes of the packages, in bundle order. */
    packageClasses(packageIds: string[]) {
      return db
        .select({ packageId: classPackageItems.packageId, classId: classPackageItems.classId })
        .from(classPackageItems)
        .where(inArray(classPackageItems.packageId, packageIds))
        .orderBy(asc(classPackageItems.position));
    },

    /** Material card rows by id. */
    materials(ids: string[]) {
      return db
        .select(ownedMaterialCardColumns)
        .from(materials)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, materials.tutorId))
        .where(inArray(materials.id, ids));
    },

    /** The slug and full file key of a material, or undefined. */
    async materialFile(id: string) {
      const [row] = await db
        .select({ slug: materials.slug, fileKey: materials.fileKey })
        .from(materials)
        .where(eq(materials.id, id))
        .limit(1);
      return row;
    },

    materialExists: (id: string) => exists(materials, id),

    /** Course card rows by id. */
    skillCourses(ids: string[]) {
      return db
        .select(courseCardColumns)
        .from(skillCourses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, skillCourses.instructorId))
        .where(inArray(skillCourses.id, ids));
    },

    /** A course card row with its description, or undefined. */
    async skillCourse(id: string) {
      const [row] = await db
        .select({ ...courseCardColumns, descriptionHtml: skillCourses.descriptionHtml })
        .from(skillCourses)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, skillCourses.instructorId))
        .where(eq(skillCourses.id, id))
        .limit(1);
      return row;
    },

    /** All lessons of a course in order, with their video keys. */
    lessonsOf(courseId: string) {
      return db
        .select(lessonColumns)
        .from(skillLessons)
        .where(eq(skillLessons.courseId, courseId))
        .orderBy(asc(skillLessons.position));
    },

    /** A lesson of the course with its video key, or undefined when it is not that course's. */
    async lesson(courseId: string, lessonId: string) {
      const [row] = await db
        .select(lessonColumns)
        .from(skillLessons)
        .where(and(eq(skillLessons.id, lessonId), eq(skillLessons.courseId, courseId)))
        .limit(1);
      return row;
    },

    skillCourseExists: (id: string) => exists(skillCourses, id),
  };
}
