import { z } from 'zod';
import { listOf, MAX_PAGE_SIZE, paginationQuerySchema } from './common';
import { schoolLevelSchema } from './users';

export const subjectSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    level: schoolLevelSchema,
  })
  .meta({ id: 'Subject' });
export type Subject = z.infer<typeof subjectSchema>;
export const subjectListSchema = listOf(subjectSchema);

export const expertiseCategorySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
  })
  .meta({ id: 'ExpertiseCategory' });
export type ExpertiseCategory = z.infer<typeof expertiseCategorySchema>;
export const expertiseCategoryListSchema = listOf(expertiseCategorySchema);

export const expertiseSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    categoryId: z.uuid(),
  })
  .meta({ id: 'Expertise' });
export type Expertise = z.infer<typeof expertiseSchema>;
export const expertiseListSchema = listOf(expertiseSchema);

export const subjectListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  level: schoolLevelSchema.optional(),
});
export type SubjectListQuery = z.infer<typeof subjectListQuerySchema>;

/** `GET /api/keahlian-kategori`: pagination only. */
export const expertiseCategoryListQuerySchema = paginationQuerySchema;
export type ExpertiseCategoryListQuery = z.infer<typeof expertiseCategoryListQuerySchema>;

/** `GET /api/keahlian?kategori=<categoryId>`. */
export const expertiseListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  kategori: z.uuid().optional(),
});
export type ExpertiseListQuery = z.infer<typeof expertiseListQuerySchema>;
