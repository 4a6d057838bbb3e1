import {
  itemKeyOf,
  MAX_OWNERSHIP_ITEMS,
  type DownloadLink,
  type ItemRef,
  type LessonProgress,
  type LessonProgressBody,
  type Ownership,
  type OwnedLiveClassDetail,
  type OwnedLiveClassList,
  type OwnedMaterialList,
  type OwnedSkillCourseDetail,
  type OwnedSkillCourseList,
  type DataAnswer,
  type UpcomingSessionsResponse,
} from '@scola/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, useAuthClient } from '../../../auth/react';
import { isNetworkFailure, queueLessonProgress, useOfflineUserId } from '../../offline';
import { collectionKeys } from '../query-keys';

/** The collection pages show up to this many items per page. */
export const COLLECTION_PAGE_SIZE = 12;

const listPath = (kind: string, page: number) =>
  `/koleksi/${kind}?page=${page}&pageSize=${COLLECTION_PAGE_SIZE}`;

/** `GET /api/koleksi/sesi`: the student's next sessions (two weeks ahead), refreshed every minute. */
export function useUpcomingSessions() {
  const auth = useAuthClient();
  return useQuery({
    queryKey: collectionKeys.upcomingSessions(),
    queryFn: ({ signal }) => auth.request<UpcomingSessionsResponse>('/koleksi/sesi', { signal }),
    refetchInterval: 60_000,
  });
}

/** `GET /api/koleksi/kelas`: the student's classes (newest first). */
export function useOwnedClasses(page = 1) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: collectionKeys.list('kelas', page),
    queryFn: ({ signal }) => auth.request<OwnedLiveClassList>(listPath('kelas', page), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/koleksi/kelas/{id}`: an owned class with its sessions. */
export function useOwnedClass(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: collectionKeys.classDetail(id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<OwnedLiveClassDetail>>(`/koleksi/kelas/${id}`, { signal })
        .then((answer) => answer.data),
  });
}

/** `GET /api/koleksi/materi`: the student's materials. */
export function useOwnedMaterials(page = 1) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: collectionKeys.list('materi', page),
    queryFn: ({ signal }) => auth.request<OwnedMaterialList>(listPath('materi', page), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/koleksi/lifeskill`: the student's life-skill courses with their progress. */
export function useOwnedCourses(page = 1) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: collectionKeys.list('lifeskill', page),
    queryFn: ({ signal }) => auth.request<OwnedSkillCourseList>(listPath('lifeskill', page), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/koleksi/lifeskill/{id}`: an owned course with every lesson (video URL and progress). */
export function useOwnedCourse(id: string) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: collectionKeys.courseDetail(id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<OwnedSkillCourseDetail>>(`/koleksi/lifeskill/${id}`, { signal })
        .then((answer) => answer.data),
    // The player keeps the progress itself while it plays; a refetch must not jump the video back.
    refetchOnWindowFocus: false,
  });
}

export interface LessonProgressInput extends LessonProgressBody {
  courseId: string;
  lessonId: string;
}

/**
 * `PUT /api/koleksi/lifeskill/{id}/pelajaran/{lessonId}/progres`. The answer is written into the cached course, so
 * the lesson list's ticks follow without a refetch; the collection list (course progress) is refetched later.
 * Progress that cannot reach the server (offline) is queued on the device and answered as it will be once sent.
 */
export function useSaveLessonProgress() {
  const auth = useAuthClient();
  const client = useQueryClient();
  const userId = useOfflineUserId();
  return useMutation({
    // Offline, the request cannot leave: it is queued and sent when the browser is back online (ADR 0054).
    networkMode: 'always',
    mutationFn: async ({ courseId, lessonId, ...body }: LessonProgressInput) => {
      try {
        const answer = await auth.request<DataAnswer<LessonProgress>>(
          `/koleksi/lifeskill/${courseId}/pelajaran/${lessonId}/progres`,
          { method: 'PUT', json: body, keepalive: true },
        );
        return answer.data;
      } catch (error) {
        if (!userId || !isNetworkFailure(error)) throw error;
        const course = client.getQueryData<OwnedSkillCourseDetail>(collectionKeys.courseDetail(courseId));
        const previous = course?.lessons.find((lesson) => lesson.id === lessonId)?.progress ?? null;
        return queueLessonProgress(userId, { courseId, lessonId, ...body }, previous);
      }
    },
    onSuccess: (progress, { courseId, lessonId }) => {
      client.setQueryData<OwnedSkillCourseDetail>(collectionKeys.courseDetail(courseId), (course) => {
        if (!course) return course;
        const lessons = course.lessons.map((lesson) =>
          lesson.id === lessonId ? { ...lesson, progress } : lesson,
        );
        const completedLessons = lessons.filter((lesson) => lesson.progress?.completed).length;
        return { ...course, lessons, progress: { ...course.progress, completedLessons } };
      });
      void client.invalidateQueries({ queryKey: collectionKeys.lists('lifeskill') });
    },
  });
}

/** `POST /api/koleksi/materi/{id}/unduh`: a short-lived link to the full PDF. */
export function useMaterialDownload() {
  const auth = useAuthClient();
  return useMutation({
    mutationFn: (materialId: string) =>
      auth
        .request<DataAnswer<DownloadLink>>(`/koleksi/materi/${materialId}/unduh`, { method: 'POST' })
        .then((answer) => answer.data),
  });
}

/**
 * Which of `items` the signed-in student owns (`GET /api/koleksi/kepemilikan`), as a set of `itemType:itemId`
 * keys. Signed out: nothing is owned and nothing is asked.
 */
export function useOwnership(items: readonly ItemRef[]) {
  const { auth, loggedIn } = useAuth();
  const keys = [...new Set(items.map((item) => itemKeyOf(item.itemType, item.itemId.toLowerCase())))]
    .sort()
    .slice(0, MAX_OWNERSHIP_ITEMS);
  const query = useQuery({
    queryKey: collectionKeys.ownership(keys),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<Ownership>>(`/koleksi/kepemilikan?items=${encodeURIComponent(keys.join(','))}`, {
          signal,
        })
        .then((answer) => new Set(answer.data.owned)),
    enabled: loggedIn && keys.length > 0,
  });
  const owned = query.data ?? new Set<string>();
  return {
    /** Still asking (signed in only): hide buying until the answer is known. */
    isPending: loggedIn && keys.length > 0 && query.isPending,
    owned,
    isOwned: (item: ItemRef) => owned.has(itemKeyOf(item.itemType, item.itemId.toLowerCase())),
  };
}
