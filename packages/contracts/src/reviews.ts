import { z } from 'zod';
import { pageFields } from './catalogue';
import { dataOf, listOf } from './common';

/** What can be reviewed, by URL word: a class, a material, a life-skill course or a tutor. */
export const reviewTargetTypes = ['kelas', 'materi', 'lifeskill', 'tutor'] as const;
export const reviewTargetTypeSchema = z.enum(reviewTargetTypes);
export type ReviewTargetType = z.infer<typeof reviewTargetTypeSchema>;

/** `GET /api/ulasan?targetType=kelas&targetId=…`: reviews of one public item, newest first. */
export const reviewListQuerySchema = z.strictObject({
  ...pageFields,
  targetType: reviewTargetTypeSchema,
  targetId: z.uuid(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    author: z.object({ name: z.string(), photoUrl: z.string().nullable() }),
    createdAt: z.iso.datetime(),
    /** The tutor's answer, if any. */
    reply: z.object({ text: z.string(), createdAt: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/** `meta` adds the target's average rating (null without reviews) and its number of reviews. */
export const reviewListSchema = listOf(reviewSchema, {
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
}).meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof reviewListSchema>;

/*
 * Writing reviews (ADR 0036). A student who owns a class (once its first session has ended), a material or a
 * life-skill course writes one review of it and may edit it. Comments and tutor replies are plain text: the API
 * cleans them (control and bidi characters out, line breaks normalised) and clients show them as text, never as
 * HTML.
 */

/** What a student can review, by URL word (reviews of tutors themselves come from the demo data only). */
export const writableReviewTargetTypes = ['kelas', 'materi', 'lifeskill'] as const;
export const writableReviewTargetTypeSchema = z.enum(writableReviewTargetTypes);
export type WritableReviewTargetType = z.infer<typeof writableReviewTargetTypeSchema>;

export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;

/** `/api/ulasan/{jenis}/{id}` */
export const reviewTargetParamsSchema = z.strictObject({
  jenis: writableReviewTargetTypeSchema,
  id: z.uuid(),
});
export type ReviewTargetParams = z.infer<typeof reviewTargetParamsSchema>;

/** `POST` (write) and `PUT` (edit) `/api/ulasan/{jenis}/{id}`: a rating 1–5 and an optional comment. */
export const reviewInputSchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(REVIEW_COMMENT_MAX).default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** The signed-in student's own review of an item. */
export const ownReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    reply: z.object({ text: z.string(), createdAt: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'OwnReview' });
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewResponseSchema = dataOf(ownReviewSchema).meta({ id: 'OwnReviewResponse' });

/** Why a student may not write a review yet (the error code a write would answer). */
export const reviewRefusalSchema = z.enum(['NOT_OWNED', 'REVIEW_CLASS_NOT_STARTED']);
export type ReviewRefusal = z.infer<typeof reviewRefusalSchema>;

/**
 * `GET /api/ulasan/saya/{jenis}/{id}`: the student's own review of the item, if any, and whether they may write
 * (or edit) one now; `refusal` says why not.
 */
export const myReviewStateSchema = z
  .object({
    canWrite: z.boolean(),
    refusal: reviewRefusalSchema.nullable(),
    review: ownReviewSchema.nullable(),
  })
  .meta({ id: 'MyReviewState' });
export type MyReviewState = z.infer<typeof myReviewStateSchema>;
export const myReviewStateResponseSchema = dataOf(myReviewStateSchema).meta({ id: 'MyReviewStateResponse' });

/* The tutor's side: `/tutor/ulasan`. */

/** `GET /api/tutor/ulasan`: reviews of the signed-in tutor's items and of the tutor, newest first. */
export const tutorReviewListQuerySchema = z.strictObject({
  ...pageFields,
  /** Only reviews of this kind of target. */
  jenis: reviewTargetTypeSchema.optional(),
  /** Only reviews of this item (with `jenis`). */
  item: z.uuid().optional(),
  /** Only reviews with this rating. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** `true`: only reviews without a reply yet. */
  belumDibalas: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TutorReviewListQuery = z.infer<typeof tutorReviewListQuerySchema>;

export const tutorReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    author: z.object({ name: z.string(), photoUrl: z.string().nullable() }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** What was reviewed: one of the tutor's items, or the tutor (title = the tutor's name). */
    target: z.object({ type: reviewTargetTypeSchema, id: z.uuid(), title: z.string() }),
    reply: z.object({ text: z.string(), createdAt: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'TutorReview' });
export type TutorReview = z.infer<typeof tutorReviewSchema>;

/**
 * `meta` adds the average rating and number of the reviews matching the kind, item and reply filters (the rating
 * filter left out, so the average stays meaningful), null without reviews.
 */
export const tutorReviewListSchema = listOf(tutorReviewSchema, {
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
}).meta({ id: 'TutorReviewList' });
export type TutorReviewList = z.infer<typeof tutorReviewListSchema>;

/** `PUT /api/tutor/ulasan/{id}/balasan`: the tutor's one reply to a review (a second PUT edits it). */
export const reviewReplyInputSchema = z
  .strictObject({ text: z.string().min(1).max(REVIEW_REPLY_MAX) })
  .meta({ id: 'ReviewReplyInput' });
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;
export const tutorReviewResponseSchema = dataOf(tutorReviewSchema).meta({ id: 'TutorReviewResponse' });
