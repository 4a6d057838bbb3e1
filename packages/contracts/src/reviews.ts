import { z } from 'zod';
import { pageFields } from './catalogue';
import { listOf } from './common';

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
