import { z } from 'zod';
import {
  idOrSlugSchema,
  pageFields,
  ratingFilterSchema,
  ratingSummarySchema,
  searchTextSchema,
  sortFieldOf,
  tutorRefSchema,
} from './catalogue';
import { expertiseSchema, subjectSchema } from './catalogue-reference';
import { dataOf, listOf } from './common';
import { liveClassCardSchema } from './live-classes';
import { materialCardSchema } from './materials';
import { skillCourseCardSchema } from './skill-courses';

export const tutorSorts = ['relevance', 'newest', 'rating'] as const;

/** Most classes, courses and materials listed on a tutor's page (newest first); the rest via the lists' `tutor=`. */
export const TUTOR_DETAIL_ITEMS_LIMIT = 24;

/**
 * `GET /api/tutor`: verified tutors only. `q` searches names and headlines (typo-tolerant); `keahlian` and
 * `pelajaran` (id or slug) keep tutors with that expertise / subject; `kota` = city (case-insensitive).
 */
export const tutorListQuerySchema = z.strictObject({
  ...pageFields,
  q: searchTextSchema,
  keahlian: idOrSlugSchema.optional(),
  pelajaran: idOrSlugSchema.optional(),
  kota: z.string().trim().min(1).max(100).optional(),
  ratingMin: ratingFilterSchema.optional(),
  sort: sortFieldOf(tutorSorts),
});
export type TutorListQuery = z.infer<typeof tutorListQuerySchema>;

export const tutorCardSchema = tutorRefSchema
  .extend({
    rating: ratingSummarySchema,
    expertise: z.array(expertiseSchema),
    subjects: z.array(subjectSchema),
    /** Published classes and life-skill courses. */
    classCount: z.number().int().min(0),
    courseCount: z.number().int().min(0),
    /** Bimbel (private tutoring) rate per hour in integer rupiah ("Bimbel mulai Rp…/jam"); null: not offered. */
    hourlyRate: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'TutorCard' });
export type TutorCard = z.infer<typeof tutorCardSchema>;
export const tutorListSchema = listOf(tutorCardSchema).meta({ id: 'TutorList' });
export type TutorList = z.infer<typeof tutorListSchema>;

/** Where the tutor teaches from (shown on a map); null when not given. */
export const geoPointSchema = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .meta({ id: 'GeoPoint' });
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** `GET /api/tutor/{id}`: the public profile with the tutor's published classes, courses and materials. */
export const tutorDetailSchema = tutorCardSchema
  .extend({
    /** Sanitised rich text (HTML). */
    bio: z.string(),
    education: z.string(),
    experience: z.string(),
    location: geoPointSchema.nullable(),
    verifiedAt: z.iso.datetime(),
    materialCount: z.number().int().min(0),
    classes: z.array(liveClassCardSchema),
    courses: z.array(skillCourseCardSchema),
    materials: z.array(materialCardSchema),
  })
  .meta({ id: 'TutorDetail' });
export type TutorDetail = z.infer<typeof tutorDetailSchema>;
export const tutorResponseSchema = dataOf(tutorDetailSchema);
