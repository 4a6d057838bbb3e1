import { z } from 'zod';
import {
  checkPriceRange,
  idOrSlugSchema,
  pageFields,
  priceFilterSchema,
  ratingFilterSchema,
  ratingSummarySchema,
  searchTextSchema,
  sortFieldOf,
  tutorRefSchema,
} from './catalogue';
import { subjectSchema } from './catalogue-reference';
import { dataOf, listOf } from './common';
import { schoolLevelSchema } from './users';

export const materialSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;

/** `GET /api/materi`: published materials. `hargaMaks=0` lists the free ones. */
export const materialListQuerySchema = z
  .strictObject({
    ...pageFields,
    q: searchTextSchema,
    pelajaran: idOrSlugSchema.optional(),
    jenjang: schoolLevelSchema.optional(),
    keahlian: idOrSlugSchema.optional(),
    tutor: z.uuid().optional(),
    hargaMin: priceFilterSchema.optional(),
    hargaMaks: priceFilterSchema.optional(),
    ratingMin: ratingFilterSchema.optional(),
    sort: sortFieldOf(materialSorts),
  })
  .superRefine(checkPriceRange);
export type MaterialListQuery = z.infer<typeof materialListQuerySchema>;

/** A downloadable PDF material; anyone may open the preview (its first `previewPages` pages) at `previewUrl`. */
export const materialCardSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    subject: subjectSchema,
    level: schoolLevelSchema,
    tutor: tutorRefSchema,
    pageCount: z.number().int().min(1),
    previewPages: z.number().int().min(1),
    /** Regular price, integer rupiah. */
    price: z.number().int().min(0),
    /** Discounted price (below `price`), or null. */
    salePrice: z.number().int().min(0).nullable(),
    /** What a buyer pays: `salePrice` when set, else `price`; 0 = free. */
    finalPrice: z.number().int().min(0),
    isFree: z.boolean(),
    coverUrl: z.string().nullable(),
    rating: ratingSummarySchema,
    /** `/api/materi/{id}/preview?v=…` (application/pdf); the version changes with the preview's content. */
    previewUrl: z.string(),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: 'MaterialCard' });
export type MaterialCard = z.infer<typeof materialCardSchema>;
export const materialListSchema = listOf(materialCardSchema).meta({ id: 'MaterialList' });
export type MaterialList = z.infer<typeof materialListSchema>;

/** `GET /api/materi/{id}`: the card plus the description (sanitised HTML; maths as `$…$` / `$$…$$` text). */
export const materialDetailSchema = materialCardSchema
  .extend({ description: z.string() })
  .meta({ id: 'MaterialDetail' });
export type MaterialDetail = z.infer<typeof materialDetailSchema>;
export const materialResponseSchema = dataOf(materialDetailSchema);
