import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthClient } from '../../../auth/react';
import { realtimeConnectionOf } from '../../../lib/realtime/app-realtime';
import { notificationKeys } from '../query-keys';

/**
 * Refetches the bell when the user's room says the notifications changed (a new one, or read on another device),
 * and after a reconnection that missed announcements. The socket only announces; the bell reads through REST.
 */
export function useNotificationsLive(): void {
  const auth = useAuthClient();
  const client = useQueryClient();
  useEffect(
    () =>
      realtimeConnectionOf(auth).onNotifications(() => {
        void client.invalidateQueries({ queryKey: notificationKeys.all });
      }),
    [auth, client],
  );
}
