import type {
  TutorOwnProfile,
  TutorProfileInputParsed,
  TutorTimeZone,
  ValidationIssue,
} from '@scola/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { sanitizeRichText } from '../../../lib/rich-text';
import { isoOrNull, type ReferenceLookups } from '../shared/refs';
import { createOwnProfileRepository, type OwnProfileRepository } from './own-profile.repository';

type ProfileRow = NonNullable<Awaited<ReturnType<OwnProfileRepository['find']>>>;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [
    { location: 'body', path, code: 'custom', message } satisfies ValidationIssue,
  ]);

/** The visible text of sanitised HTML (tags dropped, entities kept as they are: only emptiness matters here). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').trim();

/** Refuses expertise or subject ids the admin's lists do not hold (they are linked by foreign key). */
async function checkReferences(reference: ReferenceLookups, input: TutorProfileInputParsed) {
  const [expertise, subjects] = await Promise.all([
    reference.expertiseByIds(input.expertiseIds),
    reference.subjectsByIds(input.subjectIds),
  ]);
  const message = 'Pilih keahlian dan mata pelajaran dari daftar yang tersedia.';
  if (input.expertiseIds.some((id) => !expertise.has(id))) throw invalid('expertiseIds', message);
  if (input.subjectIds.some((id) => !subjects.has(id))) throw invalid('subjectIds', message);
}

/**
 * The signed-in tutor's own profile (`/api/tutor/profil`): read and edit it, whatever its verification. Every call
 * is keyed on the caller's user id, so a tutor can only ever reach their own profile. The bio is rich text,
 * sanitised here before it is stored. Public reads notice the change through the catalogue cache's triggers.
 */
export function createOwnProfileService(deps: { db: Database; reference: ReferenceLookups }) {
  const { reference } = deps;

  async function view(db: Database, userId: string): Promise<TutorOwnProfile> {
    const repository = createOwnProfileRepository(db);
    const row = await repository.find(userId);
    if (!row) throw new AppError('NOT_FOUND', 'Profil tutor tidak ditemukan.');
    return toOwnProfile(row, await repository.links(userId));
  }

  async function toOwnProfile(
    row: ProfileRow,
    links: { expertiseIds: string[]; subjectIds: string[] },
  ): Promise<TutorOwnProfile> {
    const [expertise, subjects] = await Promise.all([
      reference.expertiseByIds(links.expertiseIds),
      reference.subjectsByIds(links.subjectIds),
    ]);
    return {
      id: row.userId,
      displayName: row.displayName,
      headline: row.headline,
      bio: row.bio,
      education: row.education,
      experience: row.experience,
      expertise: [...expertise.values()].sort((a, b) => a.name.localeCompare(b.name, 'id')),
      subjects: [...subjects.values()].sort(
        (a, b) => a.name.localeCompare(b.name, 'id') || a.level.localeCompare(b.level),
      ),
      city: row.city,
      location:
        row.latitude !== null && row.longitude !== null
          ? { latitude: row.latitude, longitude: row.longitude }
          : null,
      photoUrl: row.photoUrl,
      hourlyRate: row.hourlyRate,
      timeZone: row.timeZone as TutorTimeZone,
      verifiedAt: isoOrNull(row.verifiedAt),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    get: (userId: string) => view(deps.db, userId),

    /** Saves the whole profile in one transaction (texts, links, rate, zone). */
    async update(userId: string, input: TutorProfileInputParsed): Promise<TutorOwnProfile> {
      const bio = sanitizeRichText(input.bio);
      if (textOf(bio) === '') throw invalid('bio', 'Tulis bio singkat tentang dirimu.');
      await checkReferences(reference, input);
      await createOwnProfileRepository(deps.db).transaction(async (tx) => {
        const repository = createOwnProfileRepository(tx);
        if (!(await repository.find(userId, true)))
          throw new AppError('NOT_FOUND', 'Profil tutor tidak ditemukan.');
        await repository.update(userId, {
          displayName: input.displayName,
          headline: input.headline,
          bio,
          education: input.education,
          experience: input.experience,
          city: input.city,
          latitude: input.location?.latitude ?? null,
          longitude: input.location?.longitude ?? null,
          hourlyRate: input.hourlyRate,
          timeZone: input.timeZone,
        });
        await repository.replaceLinks(userId, input.expertiseIds, input.subjectIds);
      });
      // Read after commit: the reference lookups run on their own connection (PGlite has one).
      return view(deps.db, userId);
    },

    /** Points the profile at a new photo (or none); answers the previous photo's URL (to delete its object). */
    async setPhoto(
      userId: string,
      photoUrl: string | null,
    ): Promise<{ profile: TutorOwnProfile; previous: string | null }> {
      const previous = await createOwnProfileRepository(deps.db).transaction(async (tx) => {
        const repository = createOwnProfileRepository(tx);
        const row = await repository.find(userId, true);
        if (!row) throw new AppError('NOT_FOUND', 'Profil tutor tidak ditemukan.');
        await repository.update(userId, { photoUrl });
        return row.photoUrl;
      });
      return { profile: await view(deps.db, userId), previous };
    },
  };
}

export type OwnProfileService = ReturnType<typeof createOwnProfileService>;
