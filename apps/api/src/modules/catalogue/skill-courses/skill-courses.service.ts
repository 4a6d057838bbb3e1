import type {
  PublicationStatus,
  SkillCourseDetail,
  SkillCourseList,
  SkillCourseListQuery,
} from '@scola/contracts';
import { sanitizeRichText } from '../../../lib/rich-text';
import { AppError } from '../../../lib/app-error';
import { lessonVideoUrl, skillCourseCards } from './skill-course-cards';
import type { CatalogueReadCache } from '../read-cache/read-cache';
import { metaOf, type ReferenceLookups, resolveExpertise, resolveExpertiseCategory } from '../shared/refs';
import { effectiveSort, windowOf } from '../search/list-options';
import type { SkillCoursesRepository } from './skill-courses.repository';

export interface NewSkillCourse {
  slug: string;
  instructorId: string;
  expertiseId: string;
  title: string;
  summary: string;
  /** Sanitised before storing. */
  descriptionHtml: string;
  price: number;
  salePrice?: number | null;
  coverUrl?: string | null;
  status: PublicationStatus;
  publishedAt?: Date | null;
  /** In order; `videoKey` is a storage key (e.g. `videos/pengantar.mp4`). */
  lessons: { title: string; durationSeconds: number; isPreview: boolean; videoKey: string }[];
}

export type SkillCoursesService = ReturnType<typeof createSkillCoursesService>;

export function createSkillCoursesService(deps: {
  repository: SkillCoursesRepository;
  reference: ReferenceLookups;
  cache: CatalogueReadCache;
}) {
  const { repository, reference, cache } = deps;

  /** Expertise ids allowed by `keahlian` and `kategori` together (undefined = no restriction). */
  async function expertiseFilter(query: SkillCourseListQuery): Promise<string[] | undefined> {
    const single = await resolveExpertise(reference, query.keahlian);
    const ofCategory = await resolveExpertiseCategory(reference, query.kategori);
    if (single === undefined) return ofCategory;
    if (ofCategory === undefined) return [single];
    return ofCategory.includes(single) ? [single] : [];
  }

  return {
    /** `GET /api/lifeskill`. */
    list(query: SkillCourseListQuery): Promise<SkillCourseList> {
      return cache.read('lifeskill:list', query, async () => {
        const { rows, total, totalIsEstimate } = await repository.list(
          {
            q: query.q,
            expertiseIds: await expertiseFilter(query),
            tutorId: query.tutor,
            priceMin: query.hargaMin,
            priceMax: query.hargaMaks,
            ratingMin: query.ratingMin,
          },
          effectiveSort(query.sort, query.q),
          windowOf(query),
        );
        return { data: await skillCourseCards(rows, reference), meta: metaOf(query, total, totalIsEstimate) };
      });
    },

    /** `GET /api/lifeskill/{id}`: lessons in order; only preview lessons carry a `videoUrl`. */
    get(id: string): Promise<SkillCourseDetail> {
      return cache.read('lifeskill:detail', id, async () => {
        const row = await repository.get(id);
        const [card] = row ? await skillCourseCards([row], reference) : [];
        if (!row || !card) throw new AppError('NOT_FOUND', 'Kursus tidak ditemukan.');
        return {
          ...card,
          descriptionHtml: row.descriptionHtml,
          lessons: row.lessons.map((lesson) => ({
            ...lesson,
            videoUrl: lesson.isPreview ? lessonVideoUrl(row.id, lesson.id) : null,
          })),
        };
      });
    },

    /**
     * The storage key of a preview lesson's video. `NOT_FOUND` for an unknown lesson or a course that is not
     * public, `FORBIDDEN` for a lesson that is not a preview (only participants will watch those).
     */
    async previewVideo(courseId: string, lessonId: string): Promise<{ key: string; filename: string }> {
      const lesson = await repository.lessonOfPublicCourse(courseId, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND', 'Pelajaran tidak ditemukan.');
      if (!lesson.isPreview) {
        throw new AppError('FORBIDDEN', 'Video pelajaran ini hanya untuk peserta kursus.');
      }
      return { key: lesson.videoKey, filename: `pelajaran-${lesson.position}.mp4` };
    },

    /** Creates the courses whose slug is new, with their lessons; answers all ids by slug. Idempotent. */
    ensureCourses(items: NewSkillCourse[]): Promise<Map<string, string>> {
      return repository.insertCourses(
        items.map((item) => ({
          ...item,
          descriptionHtml: sanitizeRichText(item.descriptionHtml),
          lessons: item.lessons.map((lesson, index) => ({ ...lesson, position: index + 1 })),
        })),
      );
    },

    countCourses: () => repository.count(),
  };
}
