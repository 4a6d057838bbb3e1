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
    /** Sanitised HTML (as `GET /api/materi/{id}` answers it); maths as `$…$` / `$$…$$` text. */
    description: z.string(),
    subjectId: z.uuid(),
    level: schoolLevelSchema,
    tutorId: z.uuid(),
    tutorName: z.string(),
    pageCount: z.number().int().min(1),
    previewPages: z.number().int().min(1),
    /** Integer rupiah; 0 = free. */
    price: z.number().int().min(0),
    /** Discounted price (below `price`), or null. */
    salePrice: z.number().int().min(0).nullable(),
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

/** The sale price must be strictly below the price (the database checks it too). */
export const SALE_PRICE_NOT_BELOW = 'Harga diskon harus lebih kecil dari harga normal.';

/**
 * The fields of a material an admin writes (the PDF and the cover are sent as files). `description` is rich-text
 * HTML; the API sanitises it before storing (tags outside the allow-list, scripts and event handlers are dropped).
 */
export const materialInputSchema = z
  .strictObject({
    title: z.string().trim().min(3).max(160),
    summary: z.string().trim().min(3).max(300),
    description: z.string().trim().max(40_000).default(''),
    subjectId: z.uuid(),
    level: schoolLevelSchema,
    tutorId: z.uuid(),
    price: z.number().int().min(0).max(100_000_000),
    /** Discounted price, strictly below `price`; null = none. */
    salePrice: z.number().int().min(0).max(100_000_000).nullable().default(null),
    /** Pages of the free preview; more than the PDF has is refused. */
    previewPages: z.number().int().min(1).max(50),
  })
  .superRefine((input, context) => {
    if (input.salePrice !== null && input.salePrice >= input.price) {
      context.addIssue({ code: 'custom', path: ['salePrice'], message: SALE_PRICE_NOT_BELOW });
    }
  });
export type MaterialInput = z.infer<typeof materialInputSchema>;
