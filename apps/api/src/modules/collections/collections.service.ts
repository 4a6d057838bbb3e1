import {
  type CollectionListQuery,
  type DownloadLink,
  type FollowedTutorList,
  type ItemRef,
  type LessonProgress,
  type LessonProgressBody,
  isJoinOpen,
  type OwnedLiveClassDetail,
  type OwnedLiveClassList,
  type OwnedMaterialList,
  type OwnedSkillCourseDetail,
  type OwnedSkillCourseList,
  type Ownership,
  type PurchasableItemType,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  isPublicTutorId,
  lessonOfCourse,
  liveClassCardsByIds,
  liveClassExists,
  liveClassWithSessions,
  materialCardsByIds,
  materialExists,
  materialFullFile,
  skillCourseCardsByIds,
  skillCourseExists,
  skillCourseWithLessons,
  tutorCardsByIds,
} from '../catalogue';
import { type CollectionsRepository, createCollectionsRepository } from './collections.repository';
import { ownedItems } from './entitlements';
import {
  LESSON_VIDEO_LINK_TTL_SECONDS,
  materialFileUrl,
  ownedLessonVideoUrl,
  type SignedLinks,
} from './signed-links';
import { metaOf, sessionTimes, toProgress, windowOf } from './collection-parts';

export interface CollectionsServiceDeps {
  db: Database;
  links: SignedLinks;
  clock: () => Date;
  /** Lifetime of a material download link. */
  downloadLinkTtlSeconds: number;
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;

/** The signed-in student's collections: owned items, downloads, lesson playback and progress, followed tutors. */
export function createCollectionsService({
  db,
  links,
  clock,
  downloadLinkTtlSeconds,
}: CollectionsServiceDeps) {
  const repository: CollectionsRepository = createCollectionsRepository(db);

  /** When the user got the item; `NOT_FOUND` when it does not exist, `NOT_OWNED` when it is not theirs. */
  async function requireOwned(
    userId: string,
    itemType: PurchasableItemType,
    itemId: string,
    exists: (db: Database, id: string) => Promise<boolean>,
    notFound: string,
  ): Promise<Date> {
    const grantedAt = await repository.grantedAt(userId, itemType, itemId);
    if (grantedAt) return grantedAt;
    if (!(await exists(db, itemId))) throw new AppError('NOT_FOUND', notFound);
    throw new AppError('NOT_OWNED');
  }

  async function ownedMaterialFile(userId: string, materialId: string) {
    await requireOwned(userId, 'materi', materialId, materialExists, 'Materi tidak ditemukan.');
    const file = await materialFullFile(db, materialId);
    if (!file) throw new AppError('NOT_FOUND', 'Materi tidak ditemukan.');
    return file;
  }

  /** A page of entitlements of one type joined with their cards (items that vanished are left out). */
  async function pageOf<T>(
    userId: string,
    itemType: PurchasableItemType,
    query: CollectionListQuery,
    cardsOf: (ids: string[]) => Promise<Map<string, T>>,
  ) {
    const { rows, total } = await repository.page(userId, itemType, windowOf(query));
    const cards = await cardsOf(rows.map((row) => row.itemId));
    const data = rows.flatMap((row) => {
      const card = cards.get(row.itemId);
      return card ? [{ ...card, grantedAt: row.grantedAt.toISOString() }] : [];
    });
    return { data, meta: metaOf(query, total) };
  }

  return {
    /** `GET /api/koleksi/kelas`. */
    listClasses(userId: string, query: CollectionListQuery): Promise<OwnedLiveClassList> {
      return pageOf(userId, 'kelas', query, (ids) => liveClassCardsByIds(db, ids));
    },

    /** `GET /api/koleksi/kelas/{id}`. */
    async getClass(userId: string, id: string, now: Date): Promise<OwnedLiveClassDetail> {
      const grantedAt = await requireOwned(userId, 'kelas', id, liveClassExists, 'Kelas tidak ditemukan.');
      const found = await liveClassWithSessions(db, id);
      if (!found) throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan.');
      return {
        ...found.card,
        grantedAt: grantedAt.toISOString(),
        aboutHtml: found.aboutHtml,
        sessions: found.sessions.map((session) => ({
          ...session,
          meetingUrl: isJoinOpen(sessionTimes(session), now) ? session.meetingUrl : null,
        })),
      };
    },

    /** `GET /api/koleksi/materi`. */
    listMaterials(userId: string, query: CollectionListQuery): Promise<OwnedMaterialList> {
      return pageOf(userId, 'materi', query, (ids) => materialCardsByIds(db, ids));
    },

    /** `GET /api/koleksi/lifeskill`: with lessons completed out of all lessons. */
    async listCourses(userId: string, query: CollectionListQuery): Promise<OwnedSkillCourseList> {
      const page = await pageOf(userId, 'lifeskill', query, (ids) => skillCourseCardsByIds(db, ids));
      const completed = await repository.completedLessonsByCourse(
        userId,
        page.data.map((course) => course.id),
      );
      return {
        data: page.data.map((course) => ({
          ...course,
          progress: { completedLessons: completed.get(course.id) ?? 0, totalLessons: course.lessonCount },
        })),
        meta: page.meta,
      };
    },

    /** `GET|POST /api/koleksi/kepemilikan`. */
    async ownership(userId: string, refs: ItemRef[]): Promise<Ownership> {
      const owned = await ownedItems(db, userId, refs);
      return { owned: [...owned].sort() };
    },

    /** `POST /api/koleksi/materi/{id}/unduh`: a link to the full file, for this user and this material only. */
    async downloadLink(userId: string, materialId: string): Promise<DownloadLink> {
      await requireOwned(userId, 'materi', materialId, materialExists, 'Materi tidak ditemukan.');
      const expiresAt = new Date(clock().getTime() + downloadLinkTtlSeconds * 1000);
      const token = links.sign('material-file', userId, materialId, expiresAt);
      return { url: materialFileUrl(materialId.toLowerCase(), token), expiresAt: expiresAt.toISOString() };
    },

    /**
     * `GET /api/koleksi/materi/{id}/berkas?token=…`: the stored full file, when the token is valid for this material
     * now (`DOWNLOAD_LINK_INVALID` otherwise) and its user still owns it (`NOT_OWNED`, e.g. after a refund).
     */
    async downloadFile(materialId: string, token: string): Promise<{ key: string; filename: string }> {
      const userId = links.verify('material-file', token, materialId, clock());
      if (!userId) throw new AppError('DOWNLOAD_LINK_INVALID');
      return ownedMaterialFile(userId, materialId);
    },

    /** The stored full file of a material the user owns (`GET /api/koleksi/materi/{id}/offline`). */
    ownedMaterialFile,

    /** `GET /api/koleksi/lifeskill/{id}`: every lesson with a signed video URL and the student's progress. */
    async getCourse(userId: string, id: string): Promise<OwnedSkillCourseDetail> {
      const grantedAt = await requireOwned(
        userId,
        'lifeskill',
        id,
        skillCourseExists,
        'Kursus tidak ditemukan.',
      );
      const found = await skillCourseWithLessons(db, id);
      if (!found) throw new AppError('NOT_FOUND', 'Kursus tidak ditemukan.');
      const progress = new Map(
        (
          await repository.progressOf(
            userId,
            found.lessons.map((lesson) => lesson.id),
          )
        ).map((row) => [row.lessonId, toProgress(row)]),
      );
      const expiresAt = new Date(clock().getTime() + LESSON_VIDEO_LINK_TTL_SECONDS * 1000);
      const lessons = found.lessons.map(({ videoKey: _key, ...lesson }) => ({
        ...lesson,
        videoUrl: ownedLessonVideoUrl(
          found.card.id,
          lesson.id,
          links.sign('lesson-video', userId, lesson.id, expiresAt),
        ),
        progress: progress.get(lesson.id) ?? null,
      }));
      return {
        ...found.card,
        grantedAt: grantedAt.toISOString(),
        progress: {
          completedLessons: lessons.filter((lesson) => lesson.progress?.completed).length,
          totalLessons: lessons.length,
        },
        descriptionHtml: found.descriptionHtml,
        lessons,
      };
    },

    /**
     * The user a lesson-video token was signed for (the `<video>` element cannot send the access token), or
     * `DOWNLOAD_LINK_INVALID`.
     */
    videoTokenUser(lessonId: string, token: string): string {
      const userId = links.verify('lesson-video', token, lessonId, clock());
      if (!userId) throw new AppError('DOWNLOAD_LINK_INVALID');
      return userId;
    },

    /** Storage key of any lesson's video of a course the user owns. */
    async lessonVideo(userId: string, courseId: string, lessonId: string) {
      await requireOwned(userId, 'lifeskill', courseId, skillCourseExists, 'Kursus tidak ditemukan.');
      const lesson = await lessonOfCourse(db, courseId, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND', 'Pelajaran tidak ditemukan.');
      return { key: lesson.videoKey, filename: `pelajaran-${lesson.position}.mp4` };
    },

    /** `PUT …/pelajaran/{lessonId}/progres`: capped at the lesson's length; `merge` keeps the furthest position. */
    async saveProgress(
      userId: string,
      courseId: string,
      lessonId: string,
      body: LessonProgressBody,
    ): Promise<LessonProgress> {
      await requireOwned(userId, 'lifeskill', courseId, skillCourseExists, 'Kursus tidak ditemukan.');
      const lesson = await lessonOfCourse(db, courseId, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND', 'Pelajaran tidak ditemukan.');
      const row = await repository.saveProgress({
        userId,
        lessonId: lesson.id,
        positionSeconds: Math.min(body.positionSeconds, lesson.durationSeconds),
        // A merged (offline) replay never clears a completion.
        completed: body.merge && body.completed === false ? undefined : body.completed,
        merge: body.merge === true,
        now: clock(),
      });
      return toProgress(row);
    },

    /** `GET /api/koleksi/tutor`: followed tutors that are public now, most recently followed first. */
    async followedTutors(userId: string, query: CollectionListQuery): Promise<FollowedTutorList> {
      const follows = await repository.followed(userId);
      const cards = await tutorCardsByIds(
        db,
        follows.map((follow) => follow.tutorId),
      );
      const visible = follows.flatMap((follow) => {
        const card = cards.get(follow.tutorId);
        return card ? [{ ...card, followedAt: follow.followedAt.toISOString() }] : [];
      });
      const { limit, offset } = windowOf(query);
      return { data: visible.slice(offset, offset + limit), meta: metaOf(query, visible.length) };
    },

    /**
     * `PUT|DELETE|GET /api/tutor/{id}/ikuti`; `NOT_FOUND` for an unknown, unverified or suspended tutor,
     * `FOLLOW_SELF` for a tutor following their own profile.
     */
    async setFollowing(userId: string, tutorId: string, following: boolean | null): Promise<boolean> {
      if (!(await isPublicTutorId(db, tutorId))) throw new AppError('NOT_FOUND', 'Tutor tidak ditemukan.');
      if (following === true && tutorId.toLowerCase() === userId.toLowerCase())
        throw new AppError('FOLLOW_SELF');
      if (following === true) await repository.follow(userId, tutorId, clock());
      if (following === false) await repository.unfollow(userId, tutorId);
      return following ?? repository.isFollowing(userId, tutorId);
    },
  };
}
