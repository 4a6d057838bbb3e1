import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tutorExpertise, tutorProfiles, tutorSubjects } from './tutors.tables';

/** The columns a tutor edits on their own profile (`PUT /api/tutor/profil`). */
export type OwnProfileValues = Pick<
  typeof tutorProfiles.$inferInsert,
  | 'displayName'
  | 'headline'
  | 'bio'
  | 'education'
  | 'experience'
  | 'city'
  | 'latitude'
  | 'longitude'
  | 'hourlyRate'
  | 'timeZone'
>;

export type OwnProfileRepository = ReturnType<typeof createOwnProfileRepository>;

/**
 * The signed-in tutor's own profile row and links, whatever its verification (the public reads in
 * tutors.repository.ts show verified tutors only). Works on a transaction too.
 */
export function createOwnProfileRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The profile of `userId` (null: the account has none); `lock`: `for update` until the transaction ends. */
    async find(userId: string, lock = false) {
      const select = db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, userId));
      const [row] = lock ? await select.for('update') : await select;
      return row ?? null;
    },

    /** Expertise and subject ids of the tutor; 2 queries. */
    async links(userId: string) {
      const [expertise, subjects] = await Promise.all([
        db
          .select({ id: tutorExpertise.expertiseId })
          .from(tutorExpertise)
          .where(eq(tutorExpertise.tutorId, userId)),
        db
          .select({ id: tutorSubjects.subjectId })
          .from(tutorSubjects)
          .where(eq(tutorSubjects.tutorId, userId)),
      ]);
      return { expertiseIds: expertise.map((row) => row.id), subjectIds: subjects.map((row) => row.id) };
    },

    async update(userId: string, values: Partial<OwnProfileValues> & { photoUrl?: string | null }) {
      await db.update(tutorProfiles).set(values).where(eq(tutorProfiles.userId, userId));
    },

    /** Replaces the tutor's expertise and subjects. */
    async replaceLinks(userId: string, expertiseIds: string[], subjectIds: string[]) {
      await db.delete(tutorExpertise).where(eq(tutorExpertise.tutorId, userId));
      await db.delete(tutorSubjects).where(eq(tutorSubjects.tutorId, userId));
      const unique = (ids: string[]) => [...new Set(ids)];
      if (expertiseIds.length > 0)
        await db
          .insert(tutorExpertise)
          .values(unique(expertiseIds).map((expertiseId) => ({ tutorId: userId, expertiseId })));
      if (subjectIds.length > 0)
        await db
          .insert(tutorSubjects)
          .values(unique(subjectIds).map((subjectId) => ({ tutorId: userId, subjectId })));
    },
  };
}
