import { z } from 'zod';
import {
  checkPriceRange,
  idOrSlugSchema,
  pageFields,
  priceFilterSchema,
  searchTextSchema,
  sortFieldOf,
} from './catalogue';
import { dataOf, listOf } from './common';
import { liveClassCardSchema } from './live-classes';
import { schoolLevelSchema } from './users';

export const classPackageSorts = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;

/**
 * `GET /api/kelas-paket`: published packages whose classes are all public. `pelajaran` keeps packages holding a
 * class of that subject (id or slug), `kelas` those holding that class (a class page's "also in a package");
 * prices compare the package price.
 */
export const classPackageListQuerySchema = z
  .strictObject({
    ...pageFields,
    q: searchTextSchema,
    pelajaran: idOrSlugSchema.optional(),
    kelas: z.uuid().optional(),
    jenjang: schoolLevelSchema.optional(),
    hargaMin: priceFilterSchema.optional(),
    hargaMaks: priceFilterSchema.optional(),
    sort: sortFieldOf(classPackageSorts),
  })
  .superRefine(checkPriceRange);
export type ClassPackageListQuery = z.infer<typeof classPackageListQuerySchema>;

/** A package card: the saving is computed on the server. */
export const classPackageCardSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    /** Level of the package's classes (null when they mix levels). */
    level: schoolLevelSchema.nullable(),
    coverUrl: z.string().nullable(),
    /** Package price, integer rupiah. */
    price: z.number().int().min(0),
    /** Sum of what the classes cost when bought one by one (their sale price when they have one). */
    originalPrice: z.number().int().min(0),
    /** `originalPrice − price`, never below 0. */
    saving: z.number().int().min(0),
    classCount: z.number().int().min(0),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: 'ClassPackageCard' });
export type ClassPackageCard = z.infer<typeof classPackageCardSchema>;
export const classPackageListSchema = listOf(classPackageCardSchema).meta({ id: 'ClassPackageList' });
export type ClassPackageList = z.infer<typeof classPackageListSchema>;

/** `GET /api/kelas-paket/{id}`: the card, a description and the classes of the bundle (in bundle order). */
export const classPackageDetailSchema = classPackageCardSchema
  .extend({
    description: z.string(),
    classes: z.array(liveClassCardSchema),
  })
  .meta({ id: 'ClassPackageDetail' });
export type ClassPackageDetail = z.infer<typeof classPackageDetailSchema>;
export const classPackageResponseSchema = dataOf(classPackageDetailSchema);
