import type { CatalogueSort } from '@scola/contracts';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { isSuspendedUser } from '../../users';
import { liveClasses } from '../live-classes/live-classes.tables';
import { catalogueListQuery } from '../search/list-query.repository';
import type { PageWindow } from '../search/list-options';
import { col } from '../search/search.repository';
import { skillCourses } from '../skill-courses/skill-courses.tables';
import { tutorExpertise, tutorProfiles, tutorSubjects } from './tutors.tables';

/**
 * A tutor is public once verified, as long as their account is not suspended (`users.suspended_at`). The account
 * check has to run inside the list queries (pages and totals), hence the users module's SQL fragment;
 * suspending or reinstating a tutor clears the cache (trigger of migration 0005).
 */
export const isPublicTutor =
  and(isNotNull(tutorProfiles.verifiedAt), sql`not ${isSuspendedUser(col(tutorProfiles.userId))}`) ??
  sql`false`;

/** For another module's select: the display name of the tutor whose user id is in `tutorId` (null for none). */
export const tutorDisplayNameOf = (tutorId: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(select ${col(tutorProfiles.displayName)} from ${tutorProfiles} where ${col(tutorProfiles.userId)} = ${tutorId})`;

/** For another module's select: whether the tutor whose user id is in `tutorId` is public (verified, not suspended). */
export const tutorIsPublicOf = (tutorId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${tutorProfiles} where ${col(tutorProfiles.userId)} = ${tutorId} and ${isPublicTutor})`;

/**
 * For the admin's tutor list (a workflow's derived table): every tutor profile's `user_id`, `photo_url`,
 * `verified_at` and `class_count` (its live classes, any publication state).
 */
export const tutorProfileSummaries = (): SQL =>
  sql`(select ${tutorProfiles.userId} as user_id, ${tutorProfiles.photoUrl} as photo_url,
    ${tutorProfiles.verifiedAt} as verified_at,
    (select count(*)::int from ${liveClasses} where ${col(liveClasses.tutorId)} = ${col(tutorProfiles.userId)}) as class_count
    from ${tutorProfiles})`;

/** The tutor columns of a catalogue card (join `tutor_profiles`). */
export const tutorRefColumns = {
  tutorId: tutorProfiles.userId,
  tutorName: tutorProfiles.displayName,
  tutorPhotoUrl: tutorProfiles.photoUrl,
  tutorHeadline: tutorProfiles.headline,
  tutorCity: tutorProfiles.city,
};

/** The tutor in `tutorColumn` has the expertise (the `keahlian` filter of tutors, classes and materials). */
export const tutorHasExpertise = (tutorColumn: AnyPgColumn, expertiseId: string): SQL =>
  sql`exists (select 1 from ${tutorExpertise} where ${col(tutorExpertise.tutorId)} = ${col(tutorColumn)} and ${col(tutorExpertise.expertiseId)} = ${expertiseId})`;

export interface TutorFilter {
  q?: string | undefined;
  expertiseId?: string | undefined;
  subjectId?: string | undefined;
  city?: string | undefined;
  ratingMin?: number | undefined;
}

export type NewTutorProfileRow = typeof tutorProfiles.$inferInsert;

/** The columns of a tutor card. */
const cardColumns = {
  ...tutorRefColumns,
  ratingAverage: tutorProfiles.ratingAverage,
  ratingCount: tutorProfiles.ratingCount,
  hourlyRate: tutorProfiles.hourlyRate,
  classCount: sql<number>`(select count(*)::int from ${liveClasses} where ${col(liveClasses.tutorId)} = ${col(tutorProfiles.userId)} and ${col(liveClasses.status)} = 'published')`,
  courseCount: sql<number>`(select count(*)::int from ${skillCourses} where ${col(skillCourses.instructorId)} = ${col(tutorProfiles.userId)} and ${col(skillCourses.status)} = 'published')`,
};

const columns = {
  ...cardColumns,
  bio: tutorProfiles.bio,
  education: tutorProfiles.education,
  experience: tutorProfiles.experience,
  latitude: tutorProfiles.latitude,
  longitude: tutorProfiles.longitude,
  verifiedAt: tutorProfiles.verifiedAt,
};

export type TutorRow = Awaited<ReturnType<TutorsRepository['get']>> & {};

const listQuery = catalogueListQuery({
  table: tutorProfiles,
  id: tutorProfiles.userId,
  visible: isPublicTutor,
  searchKind: 'tutor',
  rating: { average: tutorProfiles.ratingAverage, count: tutorProfiles.ratingCount },
  newest: [desc(tutorProfiles.verifiedAt), asc(tutorProfiles.userId)],
});

/** Conditions of the filters only tutors have. */
const ownConditions = (filter: TutorFilter) => [
  filter.expertiseId === undefined ? undefined : tutorHasExpertise(tutorProfiles.userId, filter.expertiseId),
  filter.subjectId === undefined
    ? undefined
    : sql`exists (select 1 from ${tutorSubjects} where ${col(tutorSubjects.tutorId)} = ${col(tutorProfiles.userId)} and ${col(tutorSubjects.subjectId)} = ${filter.subjectId})`,
  filter.city === undefined ? undefined : sql`lower(${col(tutorProfiles.city)}) = lower(${filter.city})`,
];

export type TutorsRepository = ReturnType<typeof createTutorsRepository>;

/** The only code that queries `tutor_profiles`, `tutor_expertise` and `tutor_subjects`. */
export function createTutorsRepository(db: Database) {
  const get = async (id: string) => {
    const rows = await db
      .select(columns)
      .from(tutorProfiles)
      .where(and(eq(tutorProfiles.userId, id), isPublicTutor))
      .limit(1);
    return rows[0] ?? null;
  };

  return {
    /** Public tutors matching `filter`, sorted, one page; 2 queries. */
    list(filter: TutorFilter, sort: CatalogueSort, page: PageWindow) {
      return listQuery.list(db, columns, { filter, own: ownConditions(filter), sort, page });
    },

    /** A public tutor, or null. */
    get,

    async ratingOfPublic(id: string) {
      const [row] = await db
        .select({ ratingAverage: tutorProfiles.ratingAverage, ratingCount: tutorProfiles.ratingCount })
        .from(tutorProfiles)
        .where(and(eq(tutorProfiles.userId, id), isPublicTutor))
        .limit(1);
      return row ?? null;
    },

    /** Card rows of the public tutors among `ids` (any order); 1 query. */
    cardsByIds(ids: string[]) {
      return db
        .select(cardColumns)
        .from(tutorProfiles)
        .where(and(inArray(tutorProfiles.userId, ids), isPublicTutor));
    },

    /** Whether `id` is a public (verified, not suspended) tutor; 1 query. */
    async isPublic(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: tutorProfiles.userId })
        .from(tutorProfiles)
        .where(and(eq(tutorProfiles.userId, id), isPublicTutor))
        .limit(1);
      return row !== undefined;
    },

    /** Subject ids a tutor teaches (`tutor_subjects`); 1 query. */
    async subjectIdsOf(tutorId: string): Promise<string[]> {
      const rows = await db
        .select({ id: tutorSubjects.subjectId })
        .from(tutorSubjects)
        .where(eq(tutorSubjects.tutorId, tutorId));
      return rows.map((row) => row.id);
    },

    /** Expertise and subject ids of the given tutors; 2 queries whatever their number. */
    async links(tutorIds: string[]) {
      if (tutorIds.length === 0) return { expertise: [], subjects: [] };
      const [expertise, subjects] = await Promise.all([
        db
          .select({ tutorId: tutorExpertise.tutorId, id: tutorExpertise.expertiseId })
          .from(tutorExpertise)
          .where(inArray(tutorExpertise.tutorId, tutorIds)),
        db
          .select({ tutorId: tutorSubjects.tutorId, id: tutorSubjects.subjectId })
          .from(tutorSubjects)
          .where(inArray(tutorSubjects.tutorId, tutorIds)),
      ]);
      return { expertise, subjects };
    },

    /** Inserts the missing profiles (keyed on the user id); existing ones are left untouched. */
    async insertProfiles(rows: NewTutorProfileRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(tutorProfiles).values(rows).onConflictDoNothing({ target: tutorProfiles.userId });
    },

    /**
     * Sets `verified_at` of a profile not verified yet (an earlier verification time is kept), and the bimble rate
     * when the profile has none (a rate the tutor set stays).
     */
    async markVerified(userId: string, at: Date, hourlyRate: number | null = null): Promise<void> {
      await db
        .update(tutorProfiles)
        .set({ verifiedAt: at })
        .where(and(eq(tutorProfiles.userId, userId), sql`${tutorProfiles.verifiedAt} is null`));
      if (hourlyRate !== null)
        await db
          .update(tutorProfiles)
          .set({ hourlyRate })
          .where(and(eq(tutorProfiles.userId, userId), sql`${tutorProfiles.hourlyRate} is null`));
    },

    /** Sets the photo and the rate of a profile where they are null. */
    async fillMissing(userId: string, photoUrl: string, hourlyRate: number): Promise<void> {
      await db
        .update(tutorProfiles)
        .set({
          photoUrl: sql`coalesce(${tutorProfiles.photoUrl}, ${photoUrl})`,
          hourlyRate: sql`coalesce(${tutorProfiles.hourlyRate}, ${hourlyRate}::int)`,
        })
        .where(
          and(
            eq(tutorProfiles.userId, userId),
            sql`(${tutorProfiles.photoUrl} is null or ${tutorProfiles.hourlyRate} is null)`,
          ),
        );
    },

    async insertLinks(
      expertise: { tutorId: string; expertiseId: string }[],
      subjects: { tutorId: string; subjectId: string }[],
    ): Promise<void> {
      if (expertise.length > 0) await db.insert(tutorExpertise).values(expertise).onConflictDoNothing();
      if (subjects.length > 0) await db.insert(tutorSubjects).values(subjects).onConflictDoNothing();
    },

    async count(): Promise<{ all: number; verified: number }> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          verified: sql<number>`(count(*) filter (where ${col(tutorProfiles.verifiedAt)} is not null))::int`,
        })
        .from(tutorProfiles);
      return { all: row?.all ?? 0, verified: row?.verified ?? 0 };
    },
  };
}

/** Name and photo of the tutors among `ids` (any verification state), by user id; 1 query. */
export async function tutorNamesByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { name: string; photoUrl: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tutorProfiles.userId, name: tutorProfiles.displayName, photoUrl: tutorProfiles.photoUrl })
    .from(tutorProfiles)
    .where(inArray(tutorProfiles.userId, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, photoUrl: row.photoUrl }]));
}
