import type {
  DataAnswer,
  DownloadLink,
  LessonProgress,
  LessonProgressBody,
  OfflineFile,
} from '@scola/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth, useAuthClient } from '../../../auth/react';
import { isNetworkFailure, OfflineSaveError, type SaveInput } from '../offline-library';
import { offlineLibrary } from '../offline-instance';
import type { OfflineKind, SavedItem } from '../offline-store';
import { offlineKeys } from '../query-keys';

const userIdOf = (user: unknown) =>
  typeof user === 'object' && user !== null && 'id' in user ? String(user.id) : null;

/** The signed-in user's id (offline copies and queued progress are theirs only). */
export function useOfflineUserId(): string | null {
  return userIdOf(useAuth().user);
}

/** The user's saved files on this device (from IndexedDB), newest first. */
export function useSavedItems() {
  const userId = useOfflineUserId();
  return useQuery({
    queryKey: offlineKeys.saved(userId ?? ''),
    queryFn: () => offlineLibrary().list(userId ?? ''),
    enabled: userId !== null,
    // Local data: no retries, and it works without the network.
    networkMode: 'always',
    staleTime: Infinity,
  });
}

/** The saved copy of one file, if any (`isPending` while the device list is read). */
export function useSavedItem(kind: OfflineKind, id: string) {
  const query = useSavedItems();
  const item = query.data?.find((saved) => saved.kind === kind && saved.id === id.toLowerCase());
  return { item, isPending: query.isPending };
}

const infoPath = (kind: OfflineKind, id: string, courseId: string | null) =>
  kind === 'material'
    ? `/koleksi/materi/${id}/offline`
    : `/koleksi/lifeskill/${courseId ?? ''}/pelajaran/${id}/offline`;

/** The API's size and version of an owned file (shown before saving). */
export function useOfflineFileInfo(kind: OfflineKind, id: string, courseId: string | null, enabled = true) {
  const auth = useAuthClient();
  return useQuery({
    queryKey: offlineKeys.file(kind, id),
    queryFn: ({ signal }) =>
      auth
        .request<DataAnswer<OfflineFile>>(infoPath(kind, id, courseId), { signal })
        .then((answer) => answer.data),
    enabled,
  });
}

/** What to save: the file, its owning item, and (for a lesson) its signed video URL. */
export interface SaveRequest extends Omit<SaveInput, 'version' | 'userId'> {
  sourceUrl?: string;
}

/** Asks once that the browser keep saved files under storage pressure (it may say no). */
async function askPersistence() {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist || !storage.persisted) return;
  if (!(await storage.persisted())) await storage.persist().catch(() => false);
}

/**
 * Saves an owned file for offline: its version from the API, then the full file (a short-lived signed link)
 * streamed into Cache Storage while `progress` (0–100) follows; refusals and failures become `OfflineSaveError`.
 */
export function useSaveOffline() {
  const auth = useAuthClient();
  const userId = useOfflineUserId();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (request: SaveRequest): Promise<SavedItem> => {
      if (!userId) throw new OfflineSaveError('network');
      setProgress(0);
      try {
        await askPersistence();
        const info = await auth
          .request<DataAnswer<OfflineFile>>(infoPath(request.kind, request.id, request.courseId))
          .then((answer) => answer.data);
        const url =
          request.kind === 'material'
            ? (
                await auth.request<DataAnswer<DownloadLink>>(`/koleksi/materi/${request.id}/unduh`, {
                  method: 'POST',
                })
              ).data.url
            : (request.sourceUrl ?? '');
        const response = await fetch(url, { credentials: 'same-origin' });
        const { sourceUrl: _ignored, ...input } = request;
        return await offlineLibrary().save(
          { ...input, userId, version: info.version },
          response,
          (received) =>
            setProgress(Math.min(100, Math.round((received / Math.max(info.sizeBytes, 1)) * 100))),
        );
      } catch (error) {
        if (error instanceof OfflineSaveError || !isNetworkFailure(error)) throw error;
        throw new OfflineSaveError('network');
      } finally {
        setProgress(null);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: offlineKeys.all }),
  });
  return { ...mutation, progress };
}

/** Removes saved files (one, or every file of the user). */
export function useRemoveOffline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: readonly SavedItem[]) => {
      for (const item of items) await offlineLibrary().remove(item);
    },
    onSettled: () => client.invalidateQueries({ queryKey: offlineKeys.all }),
  });
}

/** How much the browser lets this site store and has used (`navigator.storage.estimate()`), when it tells. */
export function useStorageEstimate() {
  return useQuery({
    queryKey: offlineKeys.estimate(),
    queryFn: async () => {
      const estimate = await globalThis.navigator?.storage?.estimate?.();
      return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
    },
    networkMode: 'always',
  });
}

/**
 * Lesson progress that could not reach the server (offline): queued for the user and answered as the player would
 * see it once sent (`previous` is what the lesson had).
 */
export async function queueLessonProgress(
  userId: string,
  input: LessonProgressBody & { courseId: string; lessonId: string },
  previous: LessonProgress | null,
): Promise<LessonProgress> {
  const event = await offlineLibrary().enqueue({
    userId,
    courseId: input.courseId,
    lessonId: input.lessonId,
    positionSeconds: input.positionSeconds,
    ...(input.completed === undefined ? {} : { completed: input.completed }),
  });
  const completed = input.completed ?? previous?.completed ?? false;
  return {
    positionSeconds: input.positionSeconds,
    completed,
    completedAt: completed ? (previous?.completedAt ?? event.recordedAt) : null,
    updatedAt: event.recordedAt,
  };
}
