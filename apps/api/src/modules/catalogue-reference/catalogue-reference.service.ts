import type {
  ExpertiseCategoryListQuery,
  ExpertiseListQuery,
  ListMeta,
  SubjectListQuery,
} from '@scola/contracts';
import { AppError } from '../../plugins/errors/app-error';
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

    countReferenceData() {
      return repository.counts();
    },
  };
}
