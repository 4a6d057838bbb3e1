import type { CatalogueSort } from '@scola/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { usersTable } from '../../users';
import { liveClasses } from '../live-classes/live-classes.tables';
import { col, matches, type PageWindow, similarity, withSearch } from '../search/search';
import { skillCourses } from '../skill-courses/skill-courses.tables';
import { tutorExpertise, tutorProfiles, tutorSubjects } from './tutors.tables';

/**
 * A tutor is public once verified, as long as their account is not suspended (`users.suspended_at`). The account
 * check has to run inside the list queries (pages and totals), hence the one read of `users` outside its module;
 * suspending or reinstating a tutor clears the cache (trigger of migration 0005).
 */
export const isPublicTutor =
  and(
    isNotNull(tutorProfiles.verifiedAt),
    sql`not exists (select 1 from ${usersTable} where ${col(usersTable.id)} = ${col(tutorProfiles.userId)} and ${col(usersTable.suspendedAt)} is not null)`,
  ) ?? sql`false`;

/** The tutor columns of a catalogue card (join `tutor_profiles`). */
export const tutorRefColumns = {
  tutorId: tutorProfiles.userId,
  tutorName: tutorProfiles.displayName,
  tutorPhotoUrl: tutorProfiles.photoUrl,
  tutorHeadline: tutorProfiles.headline,
  tutorCity: tutorProfiles.city,
};

export interface TutorFilter {
  q?: string | undefined;
  expertiseId?: string | undefined;
  subjectId?: string | undefined;
  city?: string | undefined;
  ratingMin?: number | undefined;
}

export type NewTutorProfileRow = typeof tutorProfiles.$inferInsert;

const searchDocument = sql`(${col(tutorProfiles.displayName)} || ' ' || ${col(tutorProfiles.headline)})`;

const columns = {
  ...tutorRefColumns,
  bio: tutorProfiles.bio,
  education: tutorProfiles.education,
  experience: tutorProfiles.experience,
  latitude: tutorProfiles.latitude,
  longitude: tutorProfiles.longitude,
  verifiedAt: tutorProfiles.verifiedAt,
  ratingAverage: tutorProfiles.ratingAverage,
  ratingCount: tutorProfiles.ratingCount,
  classCount: sql<number>`(select count(*)::int from ${liveClasses} where ${col(liveClasses.tutorId)} = ${col(tutorProfiles.userId)} and ${col(liveClasses.status)} = 'published')`,
  courseCount: sql<number>`(select count(*)::int from ${skillCourses} where ${col(skillCourses.instructorId)} = ${col(tutorProfiles.userId)} and ${col(skillCourses.status)} = 'published')`,
};

export type TutorRow = Awaited<ReturnType<TutorsRepository['get']>> & {};

function conditions(filter: TutorFilter): SQL[] {
  const where: SQL[] = [isPublicTutor];
  if (filter.q !== undefined) where.push(matches(filter.q, searchDocument));
  if (filter.expertiseId !== undefined) {
    where.push(
      sql`exists (select 1 from ${tutorExpertise} where ${col(tutorExpertise.tutorId)} = ${col(tutorProfiles.userId)} and ${col(tutorExpertise.expertiseId)} = ${filter.expertiseId})`,
    );
  }
  if (filter.subjectId !== undefined) {
    where.push(
      sql`exists (select 1 from ${tutorSubjects} where ${col(tutorSubjects.tutorId)} = ${col(tutorProfiles.userId)} and ${col(tutorSubjects.subjectId)} = ${filter.subjectId})`,
    );
  }
  if (filter.city !== undefined) where.push(sql`lower(${col(tutorProfiles.city)}) = lower(${filter.city})`);
  if (filter.ratingMin !== undefined) where.push(gte(tutorProfiles.ratingAverage, filter.ratingMin));
  return where;
}

function order(sort: CatalogueSort, q: string | undefined): SQL[] {
  const newest = [desc(tutorProfiles.verifiedAt), asc(tutorProfiles.userId)];
  switch (sort) {
    case 'relevance':
      if (q === undefined) return newest;
      return [
        desc(
          sql`greatest(${similarity(q, col(tutorProfiles.displayName))}, ${similarity(q, searchDocument, 0.8)})`,
        ),
        desc(tutorProfiles.ratingAverage),
        ...newest,
      ];
    case 'rating':
      return [desc(tutorProfiles.ratingAverage), desc(tutorProfiles.ratingCount), ...newest];
    default:
      return newest;
  }
}

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
      return withSearch(db, filter.q, async (tx) => {
        const where = and(...conditions(filter));
        const rows = await tx
          .select(columns)
          .from(tutorProfiles)
          .where(where)
          .orderBy(...order(sort, filter.q))
          .limit(page.limit)
          .offset(page.offset);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(tutorProfiles)
          .where(where);
        return { rows, total: count?.n ?? 0 };
      });
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
