import {
  TUTOR_DETAIL_ITEMS_LIMIT,
  type TutorCard,
  type TutorDetail,
  type TutorList,
  type TutorListQuery,
  type TutorTimeZone,
} from '@scola/contracts';
import { AppError } from '../../../lib/app-error';
import { liveClassCards } from '../live-classes/live-class-cards';
import type { LiveClassesRepository } from '../live-classes/live-classes.repository';
import { materialCards } from '../materials/material-cards';
import type { MaterialsRepository } from '../materials/materials.repository';
import type { CatalogueReadCache } from '../read-cache/read-cache';
import { effectiveSort, windowOf } from '../search/list-options';
import { isoOf, metaOf, type ReferenceLookups, resolveExpertise, resolveSubject } from '../shared/refs';
import { skillCourseCards } from '../skill-courses/skill-course-cards';
import type { SkillCoursesRepository } from '../skill-courses/skill-courses.repository';
import { tutorCards } from './tutor-cards';
import type { TutorRow, TutorsRepository } from './tutors.repository';

export interface NewTutorProfile {
  /** The tutor's user account (scope `tutor`). */
  userId: string;
  displayName: string;
  headline: string;
  bio: string;
  education: string;
  experience: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  photoUrl?: string | null;
  /** Bimbel rate per hour in integer rupiah (null or left out: not offered). */
  hourlyRate?: number | null;
  /** IANA zone (WIB by default). */
  timeZone?: TutorTimeZone;
  /** Null = not verified yet: the profile stays private. */
  verifiedAt: Date | null;
  expertiseIds: string[];
  subjectIds: string[];
}

export type TutorsService = ReturnType<typeof createTutorsService>;

export function createTutorsService(deps: {
  repository: TutorsRepository;
  classes: LiveClassesRepository;
  courses: SkillCoursesRepository;
  materials: MaterialsRepository;
  reference: ReferenceLookups;
  cache: CatalogueReadCache;
}) {
  const { repository, reference, cache } = deps;

  /** Cards of tutors with their expertise and subjects: 4 queries whatever the number of tutors. */
  async function cardsOf(rows: TutorRow[]): Promise<TutorCard[]> {
    if (rows.length === 0) return [];
    return tutorCards(rows, await repository.links(rows.map((row) => row.tutorId)), reference);
  }

  return {
    /** `GET /api/tutor`: verified tutors. */
    list(query: TutorListQuery): Promise<TutorList> {
      return cache.read('tutor:list', query, async () => {
        const [expertiseId, subjectId] = [
          await resolveExpertise(reference, query.keahlian),
          await resolveSubject(reference, query.pelajaran),
        ];
        const { rows, total, totalIsEstimate } = await repository.list(
          { q: query.q, expertiseId, subjectId, city: query.kota, ratingMin: query.ratingMin },
          effectiveSort(query.sort, query.q),
          windowOf(query),
        );
        return { data: await cardsOf(rows), meta: metaOf(query, total, totalIsEstimate) };
      });
    },

    /** `GET /api/tutor/{id}`: the profile with the newest published classes, courses and materials. */
    get(id: string): Promise<TutorDetail> {
      return cache.read('tutor:detail', id, async () => {
        const row = await repository.get(id);
        const [card] = row ? await cardsOf([row]) : [];
        if (!row || !card) throw new AppError('NOT_FOUND', 'Tutor tidak ditemukan.');
        const page = { limit: TUTOR_DETAIL_ITEMS_LIMIT, offset: 0 };
        const classes = await deps.classes.list({ tutorId: id }, 'newest', page);
        const courses = await deps.courses.list({ tutorId: id }, 'newest', page);
        const materials = await deps.materials.list({ tutorId: id }, 'newest', page);
        return {
          ...card,
          classCount: classes.total,
          courseCount: courses.total,
          materialCount: materials.total,
          bio: row.bio,
          education: row.education,
          experience: row.experience,
          location:
            row.latitude !== null && row.longitude !== null
              ? { latitude: row.latitude, longitude: row.longitude }
              : null,
          verifiedAt: isoOf(row.verifiedAt),
          classes: await liveClassCards(classes.rows, reference),
          courses: await skillCourseCards(courses.rows, reference),
          materials: await materialCards(materials.rows, reference),
        };
      });
    },

    /** Creates the missing profiles (keyed on the user) and links their expertise and subjects. Idempotent. */
    async ensureProfiles(items: NewTutorProfile[]): Promise<void> {
      await repository.insertProfiles(
        items.map(({ expertiseIds: _e, subjectIds: _s, ...item }) => ({
          ...item,
          photoUrl: item.photoUrl ?? null,
          hourlyRate: item.hourlyRate ?? null,
        })),
      );
      await repository.insertLinks(
        items.flatMap((item) =>
          item.expertiseIds.map((expertiseId) => ({ tutorId: item.userId, expertiseId })),
        ),
        items.flatMap((item) => item.subjectIds.map((subjectId) => ({ tutorId: item.userId, subjectId }))),
      );
    },

    /**
     * Gives existing profiles a photo and a bimbel rate where they have none (a demo data folder made before the
     * seed drew portraits and set rates); what a tutor set is never replaced. One statement per profile.
     */
    async fillMissingPhotoAndRate(items: { userId: string; photoUrl: string; hourlyRate: number }[]) {
      for (const item of items) await repository.fillMissing(item.userId, item.photoUrl, item.hourlyRate);
    },

    countTutors: () => repository.count(),
  };
}
