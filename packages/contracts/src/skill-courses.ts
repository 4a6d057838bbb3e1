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
import { expertiseSchema } from './catalogue-reference';
import { dataOf, listOf } from './common';

export const skillCourseSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;

/**
 * `GET /api/lifeskill`: published video courses. `keahlian` = the course's expertise (id or slug), `kategori` = its
 * expertise category (id or slug), `tutor` = the instructor.
 */
export const skillCourseListQuerySchema = z
  .strictObject({
    ...pageFields,
    q: searchTextSchema,
    keahlian: idOrSlugSchema.optional(),
    kategori: idOrSlugSchema.optional(),
    tutor: z.uuid().optional(),
    hargaMin: priceFilterSchema.optional(),
    hargaMaks: priceFilterSchema.optional(),
    ratingMin: ratingFilterSchema.optional(),
    sort: sortFieldOf(skillCourseSorts),
  })
  .superRefine(checkPriceRange);
export type SkillCourseListQuery = z.infer<typeof skillCourseListQuerySchema>;

export const skillCourseCardSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    /** The course's category (an expertise). */
    expertise: expertiseSchema,
    instructor: tutorRefSchema,
    price: z.number().int().min(0),
    salePrice: z.number().int().min(0).nullable(),
    finalPrice: z.number().int().min(0),
    coverUrl: z.string().nullable(),
    rating: ratingSummarySchema,
    lessonCount: z.number().int().min(0),
    previewLessonCount: z.number().int().min(0),
    totalDurationSeconds: z.number().int().min(0),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: 'SkillCourseCard' });
export type SkillCourseCard = z.infer<typeof skillCourseCardSchema>;
export const skillCourseListSchema = listOf(skillCourseCardSchema).meta({ id: 'SkillCourseList' });
export type SkillCourseList = z.infer<typeof skillCourseListSchema>;

/**
 * A lesson. Preview lessons carry a `videoUrl` anyone may play (`GET /api/lifeskill/{id}/pelajaran/{lessonId}/video`,
 * MP4 with HTTP Range); the others only show their title and duration (`videoUrl: null`).
 */
export const skillLessonSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().min(1),
    title: z.string(),
    durationSeconds: z.number().int().min(1),
    isPreview: z.boolean(),
    videoUrl: z.string().nullable(),
  })
  .meta({ id: 'SkillLesson' });
export type SkillLesson = z.infer<typeof skillLessonSchema>;

/** `GET /api/lifeskill/{id}`: the card plus the description (sanitised HTML) and the lessons in order. */
export const skillCourseDetailSchema = skillCourseCardSchema
  .extend({
    descriptionHtml: z.string(),
    lessons: z.array(skillLessonSchema),
  })
  .meta({ id: 'SkillCourseDetail' });
export type SkillCourseDetail = z.infer<typeof skillCourseDetailSchema>;
export const skillCourseResponseSchema = dataOf(skillCourseDetailSchema);

/** Path parameters of a lesson's video. */
export const skillLessonParamsSchema = z.strictObject({ id: z.uuid(), lessonId: z.uuid() });
export type SkillLessonParams = z.infer<typeof skillLessonParamsSchema>;
