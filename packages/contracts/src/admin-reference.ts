import { z } from 'zod';
import { expertiseCategorySchema, expertiseSchema, subjectSchema } from './catalogue-reference';
import { listOf, MAX_PAGE_SIZE } from './common';
import { schoolLevelSchema } from './users';

/**
 * The admin console's view of the reference data (`/api/admin/pelajaran`, `/api/admin/keahlian-kategori`,
 * `/api/admin/keahlian`): archived items too, their place in the order and how much uses them.
 */
const adminFields = {
  /** Order within the parent (level, category or the whole list for categories); lower first. */
  position: z.number().int(),
  /** Set when archived: hidden from pickers, still shown on the records that use it. */
  archivedAt: z.iso.datetime().nullable(),
  /** How many records use it (classes, materials, courses, tutor profiles; expertise for a category). */
  usageCount: z.number().int().nonnegative(),
};

export const adminSubjectSchema = subjectSchema.extend(adminFields).meta({ id: 'AdminSubject' });
export type AdminSubject = z.infer<typeof adminSubjectSchema>;
export const adminSubjectListSchema = listOf(adminSubjectSchema);

export const adminExpertiseCategorySchema = expertiseCategorySchema
  .extend(adminFields)
  .meta({ id: 'AdminExpertiseCategory' });
export type AdminExpertiseCategory = z.infer<typeof adminExpertiseCategorySchema>;
export const adminExpertiseCategoryListSchema = listOf(adminExpertiseCategorySchema);

export const adminExpertiseSchema = expertiseSchema
  .extend({ ...adminFields, categoryName: z.string() })
  .meta({ id: 'AdminExpertise' });
export type AdminExpertise = z.infer<typeof adminExpertiseSchema>;
export const adminExpertiseListSchema = listOf(adminExpertiseSchema);

export const referenceStatuses = ['semua', 'aktif', 'arsip'] as const;
export const referenceStatusSchema = z.enum(referenceStatuses);
export type ReferenceStatus = z.infer<typeof referenceStatusSchema>;

const adminListBase = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Part of the name, case-insensitive. */
  q: z.string().trim().max(80).optional(),
  status: referenceStatusSchema.default('semua'),
};

export const adminSubjectListQuerySchema = z.strictObject({
  ...adminListBase,
  level: schoolLevelSchema.optional(),
});
export type AdminSubjectListQuery = z.infer<typeof adminSubjectListQuerySchema>;
export const adminExpertiseCategoryListQuerySchema = z.strictObject(adminListBase);
export type AdminExpertiseCategoryListQuery = z.infer<typeof adminExpertiseCategoryListQuerySchema>;
export const adminExpertiseListQuerySchema = z.strictObject({
  ...adminListBase,
  kategori: z.uuid().optional(),
});
export type AdminExpertiseListQuery = z.infer<typeof adminExpertiseListQuerySchema>;

export const referenceNameSchema = z.string().trim().min(2).max(80);

export const subjectInputSchema = z.strictObject({ name: referenceNameSchema, level: schoolLevelSchema });
export type SubjectInput = z.infer<typeof subjectInputSchema>;
export const expertiseCategoryInputSchema = z.strictObject({ name: referenceNameSchema });
export type ExpertiseCategoryInput = z.infer<typeof expertiseCategoryInputSchema>;
export const expertiseInputSchema = z.strictObject({ name: referenceNameSchema, categoryId: z.uuid() });
export type ExpertiseInput = z.infer<typeof expertiseInputSchema>;

/** New order of the items of one parent: every id of the parent (archived too), first one first. */
const orderedIds = z.array(z.uuid()).min(1).max(500);
export const subjectReorderSchema = z.strictObject({ level: schoolLevelSchema, ids: orderedIds });
export type SubjectReorder = z.infer<typeof subjectReorderSchema>;
export const expertiseCategoryReorderSchema = z.strictObject({ ids: orderedIds });
export type ExpertiseCategoryReorder = z.infer<typeof expertiseCategoryReorderSchema>;
export const expertiseReorderSchema = z.strictObject({ categoryId: z.uuid(), ids: orderedIds });
export type ExpertiseReorder = z.infer<typeof expertiseReorderSchema>;

export const adminSubjectResponseSchema = z.object({ data: adminSubjectSchema });
export const adminExpertiseCategoryResponseSchema = z.object({ data: adminExpertiseCategorySchema });
export const adminExpertiseResponseSchema = z.object({ data: adminExpertiseSchema });
