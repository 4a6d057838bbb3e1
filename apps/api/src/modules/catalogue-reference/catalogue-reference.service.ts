import type {
  Expertise,
  ExpertiseCategoryListQuery,
  ExpertiseListQuery,
  ListMeta,
  Subject,
  SubjectListQuery,
} from '@scola/contracts';
import { AppError } from '../../lib/app-error';
import type {
  CatalogueReferenceRepository,
  NewExpertiseCategory,
  NewSubject,
  PageWindow,
} from './catalogue-reference.repository';

export interface ExpertiseSeed {
  name: string;
  slug: string;
  categorySlug: string;
}

export interface ReferenceSeed {
  subjects: NewSubject[];
  expertiseCategories: NewExpertiseCategory[];
  expertise: ExpertiseSeed[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (key: string) => UUID.test(key);

const windowOf = (query: { page: number; pageSize: number }): PageWindow => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

const metaOf = (query: { page: number; pageSize: number }, total: number): ListMeta => ({
  page: query.page,
  pageSize: query.pageSize,
  total,
});

export type CatalogueReferenceService = ReturnType<typeof createCatalogueReferenceService>;

export function createCatalogueReferenceService(repository: CatalogueReferenceRepository) {
  return {
    async listSubjects(query: SubjectListQuery) {
      const { rows, total } = await repository.listSubjects({ level: query.level }, windowOf(query));
      return { data: rows, meta: metaOf(query, total) };
    },

    async listExpertiseCategories(query: ExpertiseCategoryListQuery) {
      const { rows, total } = await repository.listExpertiseCategories(windowOf(query));
      return { data: rows, meta: metaOf(query, total) };
    },

    async listExpertise(query: ExpertiseListQuery) {
      const { rows, total } = await repository.listExpertise({ categoryId: query.kategori }, windowOf(query));
      return { data: rows, meta: metaOf(query, total) };
    },

    /** Inserts the missing reference rows (keyed on slug); running it again changes nothing. */
    async ensureReferenceData(seed: ReferenceSeed): Promise<void> {
      await repository.insertSubjects(seed.subjects);
      await repository.insertExpertiseCategories(seed.expertiseCategories);
      const slugs = [...new Set(seed.expertise.map((item) => item.categorySlug))];
      const categoryIds = await repository.categoryIdsBySlug(slugs);
      const items = seed.expertise.map((item) => {
        const categoryId = categoryIds.get(item.categorySlug);
        if (!categoryId) {
          throw new AppError('VALIDATION_FAILED', `Kategori keahlian "${item.categorySlug}" tidak ada.`);
        }
        return { name: item.name, slug: item.slug, categoryId };
      });
      await repository.insertExpertise(items);
    },

    /** Subjects by id (one query, whatever the number of ids); unknown ids are absent from the map. */
    async subjectsByIds(ids: Iterable<string>): Promise<Map<string, Subject>> {
      const rows = await repository.subjectsByIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Expertise by id (one query, whatever the number of ids). */
    async expertiseByIds(ids: Iterable<string>): Promise<Map<string, Expertise>> {
      const rows = await repository.expertiseByIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The id of the subject named by its id or slug, `null` when there is none. */
    findSubjectId(idOrSlug: string): Promise<string | null> {
      return repository.findSubjectId(idOrSlug, isUuid(idOrSlug));
    },

    /** The id of the expertise named by its id or slug, `null` when there is none. */
    findExpertiseId(idOrSlug: string): Promise<string | null> {
      return repository.findExpertiseId(idOrSlug, isUuid(idOrSlug));
    },

    /** The expertise ids of the category named by its id or slug, `null` when there is no such category. */
    expertiseIdsOfCategory(idOrSlug: string): Promise<string[] | null> {
      return repository.expertiseIdsOfCategory(idOrSlug, isUuid(idOrSlug));
    },

    /** Subject ids keyed by slug (the seed resolves its references with it). */
    subjectIdsBySlug(slugs: string[]): Promise<Map<string, string>> {
      return repository.subjectIdsBySlug([...new Set(slugs)]);
    },

    expertiseIdsBySlug(slugs: string[]): Promise<Map<string, string>> {
      return repository.expertiseIdsBySlug([...new Set(slugs)]);
    },

    countReferenceData() {
      return repository.counts();
    },
  };
}
