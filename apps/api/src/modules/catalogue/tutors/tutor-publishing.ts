import type { Database } from '../../../db/client';
import type { NewTutorProfile } from './tutors.service';
import { createTutorsRepository } from './tutors.repository';

/**
 * Makes a tutor public on approval of their application: creates the profile (with its expertise and subjects)
 * when the account has none, and marks it verified at `at`. An existing profile keeps its texts; an already
 * verified one keeps its first verification time; a profile without a bimble rate takes the application's. Run inside the approval's transaction.
 */
export async function publishTutorProfile(db: Database, profile: NewTutorProfile, at: Date): Promise<void> {
  const repository = createTutorsRepository(db);
  const { expertiseIds, subjectIds, ...item } = profile;
  await repository.insertProfiles([
    { ...item, photoUrl: item.photoUrl ?? null, hourlyRate: item.hourlyRate ?? null, verifiedAt: at },
  ]);
  await repository.insertLinks(
    expertiseIds.map((expertiseId) => ({ tutorId: item.userId, expertiseId })),
    subjectIds.map((subjectId) => ({ tutorId: item.userId, subjectId })),
  );
  await repository.markVerified(item.userId, at, item.hourlyRate ?? null);
}
