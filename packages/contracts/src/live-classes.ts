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

/** `group`: a scheduled class for many students; `bimble`: private or small-group tutoring. */
export const liveClassKinds = ['group', 'bimble'] as const;
export const liveClassKindSchema = z.enum(liveClassKinds);
export type LiveClassKind = z.infer<typeof liveClassKindSchema>;

/**
 * `held`: a bimble slot reserved by a pending order; `scheduled`: a session that will take place (or took place);
 * `cancelled`: cancelled by the tutor, or a hold released.
 */
export const classSessionStatuses = ['held', 'scheduled', 'cancelled'] as const;
export const classSessionStatusSchema = z.enum(classSessionStatuses);
export type ClassSessionStatus = z.infer<typeof classSessionStatusSchema>;

export const liveClassSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;

/**
 * `GET /api/kelas`: published classes of verified tutors. `q` searches titles, summaries and tutor names
 * (typo-tolerant); `pelajaran` = subject id or slug; `keahlian` = expertise id or slug of the tutor; prices compare
 * the price actually paid (the sale price when there is one).
 */
export const liveClassListQuerySchema = z
  .strictObject({
    ...pageFields,
    q: searchTextSchema,
    pelajaran: idOrSlugSchema.optional(),
    jenjang: schoolLevelSchema.optional(),
    jenis: liveClassKindSchema.optional(),
    keahlian: idOrSlugSchema.optional(),
    tutor: z.uuid().optional(),
    hargaMin: priceFilterSchema.optional(),
    hargaMaks: priceFilterSchema.optional(),
    ratingMin: ratingFilterSchema.optional(),
    sort: sortFieldOf(liveClassSorts),
  })
  .superRefine(checkPriceRange);
export type LiveClassListQuery = z.infer<typeof liveClassListQuerySchema>;

/** A class as shown on a catalogue card. Money in integer rupiah; times ISO-8601 UTC. */
export const liveClassCardSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    kind: liveClassKindSchema,
    level: schoolLevelSchema,
    subject: subjectSchema,
    tutor: tutorRefSchema,
    /** Regular price. */
    price: z.number().int().min(0),
    /** Discounted price (below `price`), or null. */
    salePrice: z.number().int().min(0).nullable(),
    /** What a buyer pays: `salePrice` when set, else `price`. */
    finalPrice: z.number().int().min(0),
    capacity: z.number().int().min(1),
    seatsLeft: z.number().int().min(0),
    coverUrl: z.string().nullable(),
    rating: ratingSummarySchema,
    sessionCount: z.number().int().min(0),
    /** Start of the first and of the last session (null without sessions). */
    firstSessionAt: z.iso.datetime().nullable(),
    lastSessionAt: z.iso.datetime().nullable(),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: 'LiveClassCard' });
export type LiveClassCard = z.infer<typeof liveClassCardSchema>;
export const liveClassListSchema = listOf(liveClassCardSchema).meta({ id: 'LiveClassList' });
export type LiveClassList = z.infer<typeof liveClassListSchema>;

/** One scheduled meeting of a class. */
export const classSessionSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().min(1),
    title: z.string(),
    startsAt: z.iso.datetime(),
    durationMinutes: z.number().int().min(1),
  })
  .meta({ id: 'ClassSession' });
export type ClassSession = z.infer<typeof classSessionSchema>;

/** `GET /api/kelas/{id}`: the card plus the about text (sanitised HTML, maths as `$…$` / `$$…$$`) and sessions. */
export const liveClassDetailSchema = liveClassCardSchema
  .extend({
    aboutHtml: z.string(),
    sessions: z.array(classSessionSchema),
  })
  .meta({ id: 'LiveClassDetail' });
export type LiveClassDetail = z.infer<typeof liveClassDetailSchema>;
export const liveClassResponseSchema = dataOf(liveClassDetailSchema);
