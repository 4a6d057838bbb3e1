import { z } from 'zod';
import { dataOf, listOf, MAX_PAGE_SIZE } from './common';
import { schoolLevelSchema } from './users';

/**
 * The admin console's materials (`/api/admin/materi`): drafts too, with the fields an admin edits. The full PDF is
 * never linked from here; the preview is the public `/api/materi/{id}/preview` once the material is published.
 */
export const adminMaterialStatuses = ['draft', 'published'] as const;
export const adminMaterialStatusSchema = z.enum(adminMaterialStatuses);
export type AdminMaterialStatus = z.infer<typeof adminMaterialStatusSchema>;

export const adminMaterialSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    /** Plain text, paragraphs separated by blank lines (as `GET /api/materi/{id}` answers it). */
    description: z.string(),
    subjectId: z.uuid(),
    level: schoolLevelSchema,
    tutorId: z.uuid(),
    tutorName: z.string(),
    pageCount: z.number().int().min(1),
    previewPages: z.number().int().min(1),
    /** Integer rupiah; 0 = free. */
    price: z.number().int().min(0),
    coverUrl: z.string().nullable(),
    status: z.enum(['draft', 'published', 'archived']),
    publishedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminMaterial' });
export type AdminMaterial = z.infer<typeof adminMaterialSchema>;
export const adminMaterialListSchema = listOf(adminMaterialSchema);
export type AdminMaterialList = z.infer<typeof adminMaterialListSchema>;
export const adminMaterialResponseSchema = dataOf(adminMaterialSchema);

export const adminMaterialListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Part of the title, case-insensitive. */
  q: z.string().trim().max(80).optional(),
  status: adminMaterialStatusSchema.optional(),
});
export type AdminMaterialListQuery = z.infer<typeof adminMaterialListQuerySchema>;

/** The fields of a material an admin writes (the PDF and the cover are sent as files). */
export const materialInputSchema = z.strictObject({
  title: z.string().trim().min(3).max(160),
  summary: z.string().trim().min(3).max(300),
  description: z.string().trim().max(20_000).default(''),
  subjectId: z.uuid(),
  level: schoolLevelSchema,
  tutorId: z.uuid(),
  price: z.number().int().min(0).max(100_000_000),
  /** Pages of the free preview; more than the PDF has is refused. */
  previewPages: z.number().int().min(1).max(50),
});
export type MaterialInput = z.infer<typeof materialInputSchema>;
