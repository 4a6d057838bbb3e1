import { z } from 'zod';
import { dataOf, listOf, MAX_PAGE_SIZE, uuidSchema } from './common';
import { discussionDocSchema } from './discussion-doc';

/**
 * Class discussions (`diskusi`, ADR 0041): threads (a question or a discussion) and their replies, in a class space
 * (`/api/ruang-kelas/{id}/diskusi…`). Only the class's members reach them; the tutor (and admins) mark the answer,
 * pin, lock and hide; authors edit and delete their own posts.
 */
export const discussionKinds = ['question', 'discussion'] as const;
export const discussionKindSchema = z.enum(discussionKinds);
export type DiscussionKind = z.infer<typeof discussionKindSchema>;

export const discussionFilters = ['all', 'question', 'discussion', 'unanswered'] as const;
export const discussionFilterSchema = z.enum(discussionFilters);
export type DiscussionFilter = z.infer<typeof discussionFilterSchema>;

export const discussionThreadParamsSchema = z.strictObject({ id: uuidSchema, threadId: uuidSchema });
export const discussionPostParamsSchema = z.strictObject({
  id: uuidSchema,
  threadId: uuidSchema,
  postId: uuidSchema,
});

const author = z.object({ id: z.uuid(), name: z.string() });

/**
 * Short-lived signed links (`/api/berkas/privat/…?token=`) to the images of the body next to it, by image id
 * (ADR 0047): they work in a plain `<img src>`; read the post again for fresh ones. An id without a link shows a
 * placeholder.
 */
const imageUrls = z.record(z.uuid(), z.string());

export const discussionThreadSummarySchema = z
  .object({
    id: z.uuid(),
    kind: discussionKindSchema,
    /** `''` when the tutor hid the thread and the reader is a student. */
    title: z.string(),
    author,
    pinned: z.boolean(),
    locked: z.boolean(),
    hidden: z.boolean(),
    answered: z.boolean(),
    replyCount: z.number().int().nonnegative(),
    /** Posts by others the reader has not seen (the opening post counts while the thread was never opened). */
    unread: z.number().int().nonnegative(),
    /** A plain-text excerpt of the opening post (`''` when hidden to the reader). */
    excerpt: z.string(),
    createdAt: z.iso.datetime(),
    lastActivityAt: z.iso.datetime(),
  })
  .meta({ id: 'DiscussionThreadSummary' });
export type DiscussionThreadSummary = z.infer<typeof discussionThreadSummarySchema>;

export const discussionListQuerySchema = z.strictObject({
  filter: discussionFilterSchema.default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type DiscussionListQuery = z.infer<typeof discussionListQuerySchema>;
export const discussionListSchema = listOf(discussionThreadSummarySchema);
export type DiscussionList = z.infer<typeof discussionListSchema>;

export const discussionPostSchema = z
  .object({
    id: z.uuid(),
    /** Order of the replies in the thread (1, 2, …). */
    seq: z.number().int().positive(),
    author,
    /** `null` when deleted, or hidden by the tutor and the reader is a student. */
    body: discussionDocSchema.nullable(),
    hidden: z.boolean(),
    deleted: z.boolean(),
    isAnswer: z.boolean(),
    createdAt: z.iso.datetime(),
    editedAt: z.iso.datetime().nullable(),
    imageUrls,
  })
  .meta({ id: 'DiscussionPost' });
export type DiscussionPost = z.infer<typeof discussionPostSchema>;

export const discussionThreadSchema = discussionThreadSummarySchema
  .extend({
    /** `null` when hidden by the tutor and the reader is a student. */
    body: discussionDocSchema.nullable(),
    editedAt: z.iso.datetime().nullable(),
    answerPostId: z.uuid().nullable(),
    /** Whether the reader gets a notification for new replies. */
    following: z.boolean(),
    imageUrls,
  })
  .meta({ id: 'DiscussionThread' });
export type DiscussionThread = z.infer<typeof discussionThreadSchema>;

export const discussionThreadResponseSchema = dataOf(discussionThreadSchema);
export type DiscussionThreadResponse = z.infer<typeof discussionThreadResponseSchema>;

export const discussionPostsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});
export type DiscussionPostsQuery = z.infer<typeof discussionPostsQuerySchema>;
/** A thread's replies, oldest first. */
export const discussionPostListSchema = listOf(discussionPostSchema);
export type DiscussionPostList = z.infer<typeof discussionPostListSchema>;
export const discussionPostResponseSchema = dataOf(discussionPostSchema);

export const createDiscussionThreadSchema = z.strictObject({
  kind: discussionKindSchema,
  title: z.string().trim().min(3).max(150),
  body: discussionDocSchema,
});
export type CreateDiscussionThread = z.infer<typeof createDiscussionThreadSchema>;

export const updateDiscussionThreadSchema = z
  .strictObject({ title: z.string().trim().min(3).max(150).optional(), body: discussionDocSchema.optional() })
  .refine((input) => input.title !== undefined || input.body !== undefined, {
    message: 'Tidak ada perubahan.',
  });
export type UpdateDiscussionThread = z.infer<typeof updateDiscussionThreadSchema>;

export const discussionPostInputSchema = z.strictObject({ body: discussionDocSchema });
export type DiscussionPostInput = z.infer<typeof discussionPostInputSchema>;

/** The tutor's (or an admin's) switches on a thread. */
export const moderateDiscussionThreadSchema = z
  .strictObject({
    pinned: z.boolean().optional(),
    locked: z.boolean().optional(),
    hidden: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Tidak ada perubahan.',
  });
export type ModerateDiscussionThread = z.infer<typeof moderateDiscussionThreadSchema>;

export const hideDiscussionPostSchema = z.strictObject({ hidden: z.boolean() });
export type HideDiscussionPost = z.infer<typeof hideDiscussionPostSchema>;

/** The tutor marks a reply of a question as its answer, or clears the mark (`null`). */
export const markDiscussionAnswerSchema = z.strictObject({ postId: z.uuid().nullable() });
export type MarkDiscussionAnswer = z.infer<typeof markDiscussionAnswerSchema>;

/** Members the reader may mention (`@`): the tutor and the students, names only. */
export const discussionMemberSchema = z
  .object({ id: z.uuid(), name: z.string(), role: z.enum(['tutor', 'student']) })
  .meta({ id: 'DiscussionMember' });
export type DiscussionMember = z.infer<typeof discussionMemberSchema>;
export const discussionMembersQuerySchema = z.strictObject({ q: z.string().trim().max(60).default('') });
export const discussionMembersResponseSchema = dataOf(z.array(discussionMemberSchema));

/** Image types a post may show, judged by content on upload (the extensions are the file picker's hint). */
export const discussionImageTypes = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
} as const satisfies Record<string, readonly string[]>;
export type DiscussionImageMime = keyof typeof discussionImageTypes;

/** `POST /api/ruang-kelas/{id}/diskusi/gambar` (multipart field `gambar`): the stored image, to insert by its id. */
export const discussionImageSchema = z
  .object({
    id: z.uuid(),
    /** A signed link valid for a few minutes (the editor shows the image with it). */
    url: z.string(),
    contentType: z.enum(Object.keys(discussionImageTypes) as [DiscussionImageMime, ...DiscussionImageMime[]]),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    byteSize: z.number().int().positive(),
  })
  .meta({ id: 'DiscussionImage' });
export type DiscussionImage = z.infer<typeof discussionImageSchema>;
export const discussionImageResponseSchema = dataOf(discussionImageSchema);
export type DiscussionImageResponse = z.infer<typeof discussionImageResponseSchema>;
