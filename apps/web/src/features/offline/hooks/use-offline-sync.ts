import {
  type DataAnswer,
  type ItemRef,
  MAX_OWNERSHIP_ITEMS,
  type LessonProgressBody,
  type Ownership,
} from '@scola/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Auth } from '../../../auth';
import { useAuth, useAuthClient } from '../../../auth/react';
import { offlineLibrary } from '../offline-instance';
import { offlineKeys } from '../query-keys';

type AnyAuth = Pick<Auth<object>, 'request'>;

/** `POST /api/koleksi/kepemilikan` in chunks: the `itemType:itemId` keys the user owns. */
async function ownedKeys(auth: AnyAuth, items: ItemRef[]): Promise<Set<string>> {
  const owned = new Set<string>();
  for (let at = 0; at < items.length; at += MAX_OWNERSHIP_ITEMS) {
    const answer = await auth.request<DataAnswer<Ownership>>('/koleksi/kepemilikan', {
      method: 'POST',
      json: { items: items.slice(at, at + MAX_OWNERSHIP_ITEMS) },
    });
    for (const key of answer.data.owned) owned.add(key);
  }
  return owned;
}

/**
 * Removes the saved copies `userId` may no longer open (no longer owned, or another account's); answers how many
 * went. Offline, the ownership question fails and nothing of the user's is removed.
 */
export function reconcileOffline(auth: AnyAuth, userId: string): Promise<number> {
  return offlineLibrary().reconcile(userId, (items) => ownedKeys(auth, items));
}

/** Sends the user's queued offline progress, merged on the server (ADR 0054); answers how many were sent. */
export async function flushOfflineProgress(auth: AnyAuth, userId: string): Promise<number> {
  const result = await offlineLibrary().flush(userId, async (event) => {
    const body: LessonProgressBody = {
      positionSeconds: event.positionSeconds,
      ...(event.completed === undefined ? {} : { completed: event.completed }),
      merge: true,
    };
    await auth.request(`/koleksi/lifeskill/${event.courseId}/pelajaran/${event.lessonId}/progres`, {
      method: 'PUT',
      json: body,
    });
  });
  return result.sent;
}

const userIdOf = (user: unknown) =>
  typeof user === 'object' && user !== null && 'id' in user ? String(user.id) : null;

/**
 * Keeps the device's offline data in step with the session: at start and whenever the browser is back online, the
 * queued progress is sent and copies no longer owned are removed; when the user signs out (or another signs in),
 * the previous user's copies are removed.
 */
export function useOfflineSync({ onProgressSent }: { onProgressSent: () => void }) {
  const auth = useAuthClient();
  const { user, ready } = useAuth();
  const userId = userIdOf(user);
  const client = useQueryClient();
  const previous = useRef<string | null>(null);
  const sent = useRef(onProgressSent);
  useEffect(() => {
    sent.current = onProgressSent;
  });

  useEffect(() => {
    if (!ready) return undefined;
    const before = previous.current;
    previous.current = userId;
    const refresh = () => client.invalidateQueries({ queryKey: offlineKeys.all });
    if (before && before !== userId) void offlineLibrary().removeAll(before).then(refresh);
    if (!userId) return undefined;
    const sync = async () => {
      if (globalThis.navigator?.onLine === false) return;
      if ((await flushOfflineProgress(auth, userId)) > 0) sent.current();
      if ((await reconcileOffline(auth, userId)) > 0) await refresh();
    };
    // A failure (offline again, a server error) is retried at the next start or `online` event.
    const run = () => void sync().catch(() => undefined);
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [auth, client, ready, userId]);
}
