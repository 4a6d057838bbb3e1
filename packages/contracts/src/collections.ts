import { z } from 'zod';
import { pageFields } from './catalogue';
import { dataOf, listOf } from './common';
import { purchasableItemTypeSchema, type PurchasableItemType } from './commerce';
import { classSessionSchema, classSessionStatusSchema, liveClassCardSchema } from './live-classes';
import { materialCardSchema } from './materials';
import { skillCourseCardSchema } from './skill-courses';
import { tutorCardSchema } from './tutors';

/**
 * A student's collections (`/beranda/koleksi-*`): what they own (entitlements granted by a paid order), the tutors
 * they follow, full downloads of owned materials and playback of every lesson of owned life-skill courses.
 * All routes need a signed-in user; an item that exists but is not owned → `NOT_OWNED` (403), unknown → 404.
 */

/** `page`, `pageSize` of the collection lists (newest grant first). */
export const collectionListQuerySchema = z.strictObject({ ...pageFields });
export type CollectionListQuery = z.infer<typeof collectionListQuerySchema>;

/** When the item became the student's (ISO-8601 UTC). */
const grantedAt = z.iso.datetime();

/** `GET /api/koleksi/kelas`: owned live classes (a bought package also grants each of its classes). */
export const ownedLiveClassSchema = liveClassCardSchema.extend({ grantedAt }).meta({ id: 'OwnedLiveClass' });
export type OwnedLiveClass = z.infer<typeof ownedLiveClassSchema>;
export const ownedLiveClassListSchema = listOf(ownedLiveClassSchema).meta({ id: 'OwnedLiveClassList' });
export type OwnedLiveClassList = z.infer<typeof ownedLiveClassListSchema>;

/**
 * A session of an owned class: the meeting link (null until the tutor sets it) and its status; a cancelled session
 * has no number and carries the tutor's reason.
 */
export const ownedClassSessionSchema = classSessionSchema
  .extend({
    position: z.number().int().min(1).nullable(),
    meetingUrl: z.string().nullable(),
    status: classSessionStatusSchema,
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'OwnedClassSession' });
export type OwnedClassSession = z.infer<typeof ownedClassSessionSchema>;

/** `GET /api/koleksi/kelas/{id}`: an owned class with its sessions (dates, links, cancellations) in order. */
export const ownedLiveClassDetailSchema = ownedLiveClassSchema
  .extend({ aboutHtml: z.string(), sessions: z.array(ownedClassSessionSchema) })
  .meta({ id: 'OwnedLiveClassDetail' });
export type OwnedLiveClassDetail = z.infer<typeof ownedLiveClassDetailSchema>;
export const ownedLiveClassResponseSchema = dataOf(ownedLiveClassDetailSchema);

/** `GET /api/koleksi/materi`: owned materials; the full file via `POST /api/koleksi/materi/{id}/unduh`. */
export const ownedMaterialSchema = materialCardSchema.extend({ grantedAt }).meta({ id: 'OwnedMaterial' });
export type OwnedMaterial = z.infer<typeof ownedMaterialSchema>;
export const ownedMaterialListSchema = listOf(ownedMaterialSchema).meta({ id: 'OwnedMaterialList' });
export type OwnedMaterialList = z.infer<typeof ownedMaterialListSchema>;

/** Lessons completed out of all lessons of a course. */
export const courseProgressSchema = z
  .object({
    completedLessons: z.number().int().min(0),
    totalLessons: z.number().int().min(0),
  })
  .meta({ id: 'CourseProgress' });
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** `GET /api/koleksi/lifeskill`: owned life-skill courses with the student's progress. */
export const ownedSkillCourseSchema = skillCourseCardSchema
  .extend({ grantedAt, progress: courseProgressSchema })
  .meta({ id: 'OwnedSkillCourse' });
export type OwnedSkillCourse = z.infer<typeof ownedSkillCourseSchema>;
export const ownedSkillCourseListSchema = listOf(ownedSkillCourseSchema).meta({ id: 'OwnedSkillCourseList' });
export type OwnedSkillCourseList = z.infer<typeof ownedSkillCourseListSchema>;

/** Where the student is in a lesson: last position, and when they finished it (null = not finished). */
export const lessonProgressSchema = z
  .object({
    positionSeconds: z.number().int().min(0),
    completed: z.boolean(),
    completedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'LessonProgress' });
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

/**
 * A lesson of an owned course: every lesson plays for its owner at
 * `videoUrl` = `/api/koleksi/lifeskill/{id}/pelajaran/{lessonId}/video?token=…` (MP4, HTTP Range). The token is
 * signed for this student and lesson and valid for 6 hours, so a `<video src>` needs no header (the same path
 * without `token` accepts the access token instead). `progress` is null until the student saves some.
 */
export const ownedSkillLessonSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().min(1),
    title: z.string(),
    durationSeconds: z.number().int().min(1),
    isPreview: z.boolean(),
    videoUrl: z.string(),
    progress: lessonProgressSchema.nullable(),
  })
  .meta({ id: 'OwnedSkillLesson' });
export type OwnedSkillLesson = z.infer<typeof ownedSkillLessonSchema>;

/** `GET /api/koleksi/lifeskill/{id}`: the owned course with ALL its lessons and the student's progress. */
export const ownedSkillCourseDetailSchema = ownedSkillCourseSchema
  .extend({ descriptionHtml: z.string(), lessons: z.array(ownedSkillLessonSchema) })
  .meta({ id: 'OwnedSkillCourseDetail' });
export type OwnedSkillCourseDetail = z.infer<typeof ownedSkillCourseDetailSchema>;
export const ownedSkillCourseResponseSchema = dataOf(ownedSkillCourseDetailSchema);

/** Longest position accepted for a lesson (the server also caps it at the lesson's duration). */
export const MAX_LESSON_POSITION_SECONDS = 24 * 60 * 60;

/**
 * `PUT /api/koleksi/lifeskill/{id}/pelajaran/{lessonId}/progres`: remember where the student stopped.
 * `completed: true` marks the lesson finished (kept once set unless `completed: false` is sent).
 */
export const lessonProgressBodySchema = z.strictObject({
  positionSeconds: z.number().int().min(0).max(MAX_LESSON_POSITION_SECONDS),
  completed: z.boolean().optional(),
  /**
   * `true` for progress replayed from the offline outbox (ADR 0054): it is merged, never overwrites — the furthest
   * position and the first completion are kept and `completed: false` clears nothing, so a replay sent twice, or
   * after newer progress from another device, changes nothing.
   */
  merge: z.boolean().optional(),
});
export type LessonProgressBody = z.infer<typeof lessonProgressBodySchema>;
export const lessonProgressResponseSchema = dataOf(lessonProgressSchema);

/** `POST /api/koleksi/materi/{id}/unduh`: a short-lived link to the full PDF (open it without headers). */
export const downloadLinkSchema = z
  .object({
    /** `/api/koleksi/materi/{id}/berkas?token=…`, valid until `expiresAt` for this student and this material only. */
    url: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'DownloadLink' });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;
export const downloadLinkResponseSchema = dataOf(downloadLinkSchema);

/**
 * `GET /api/koleksi/materi/{id}/offline` and `GET /api/koleksi/lifeskill/{id}/pelajaran/{lessonId}/offline`: what
 * saving an owned file for offline would take (its size, shown before saving) and its version (the stored object's
 * entity tag; a saved copy with another version is out of date). Owner only (`NOT_OWNED` 403).
 */
export const offlineFileSchema = z
  .object({ sizeBytes: z.number().int().min(0), version: z.string().min(1) })
  .meta({ id: 'OfflineFile' });
export type OfflineFile = z.infer<typeof offlineFileSchema>;
export const offlineFileResponseSchema = dataOf(offlineFileSchema);

/** `GET /api/koleksi/materi/{id}/berkas?token=…`: streams the PDF as an attachment. */
export const downloadFileQuerySchema = z.strictObject({ token: z.string().min(1).max(1000) });
export type DownloadFileQuery = z.infer<typeof downloadFileQuerySchema>;

/** Most items one ownership question may name. */
export const MAX_OWNERSHIP_ITEMS = 100;

/** `kelas:<uuid>` etc.: an item by type and id, as used in ownership questions and answers. */
export const itemKeyOf = (itemType: PurchasableItemType, itemId: string) => `${itemType}:${itemId}`;

export const itemRefSchema = z
  .strictObject({ itemType: purchasableItemTypeSchema, itemId: z.uuid() })
  .meta({ id: 'ItemRef' });
export type ItemRef = z.infer<typeof itemRefSchema>;

const ITEM_KEY =
  /^(kelas|kelas-paket|materi|lifeskill|study-room):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * `GET /api/koleksi/kepemilikan?items=kelas:<uuid>,materi:<uuid>,…` (1 to 100 comma-separated keys): which of these
 * items the signed-in student owns. The same question as `POST /api/koleksi/kepemilikan` `{ items: ItemRef[] }`.
 */
export const ownershipQuerySchema = z.strictObject({
  items: z
    .string()
    .trim()
    .min(1)
    .transform((value, ctx): ItemRef[] => {
      const keys = value.split(',').map((key) => key.trim());
      if (keys.length > MAX_OWNERSHIP_ITEMS) {
        ctx.addIssue({ code: 'custom', message: `Paling banyak ${MAX_OWNERSHIP_ITEMS} item.` });
        return z.NEVER;
      }
      const refs: ItemRef[] = [];
      for (const key of keys) {
        const match = ITEM_KEY.exec(key);
        if (!match) {
          ctx.addIssue({ code: 'custom', message: `Item tidak valid: ${key.slice(0, 60)}` });
          return z.NEVER;
        }
        refs.push({ itemType: match[1] as PurchasableItemType, itemId: match[2]!.toLowerCase() });
      }
      return refs;
    }),
});
export type OwnershipQuery = z.infer<typeof ownershipQuerySchema>;
export const ownershipBodySchema = z.strictObject({
  items: z.array(itemRefSchema).min(1).max(MAX_OWNERSHIP_ITEMS),
});
export type OwnershipBody = z.infer<typeof ownershipBodySchema>;

/** The keys (`itemType:itemId`, ids lower-case) of the asked items the student owns. */
export const ownershipSchema = z.object({ owned: z.array(z.string()) }).meta({ id: 'Ownership' });
export type Ownership = z.infer<typeof ownershipSchema>;
export const ownershipResponseSchema = dataOf(ownershipSchema);

/** `GET /api/koleksi/tutor`: followed tutors (verified ones only), most recently followed first. */
export const followedTutorSchema = tutorCardSchema
  .extend({ followedAt: z.iso.datetime() })
  .meta({ id: 'FollowedTutor' });
export type FollowedTutor = z.infer<typeof followedTutorSchema>;
export const followedTutorListSchema = listOf(followedTutorSchema).meta({ id: 'FollowedTutorList' });
export type FollowedTutorList = z.infer<typeof followedTutorListSchema>;

/** `GET|PUT|DELETE /api/tutor/{id}/ikuti`: whether the student follows the tutor (PUT follows, DELETE unfollows). */
export const followStateSchema = z.object({ following: z.boolean() }).meta({ id: 'FollowState' });
export type FollowState = z.infer<typeof followStateSchema>;
export const followStateResponseSchema = dataOf(followStateSchema);
