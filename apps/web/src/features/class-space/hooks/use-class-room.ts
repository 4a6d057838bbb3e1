import { classRoom } from '@scola/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthClient } from '../../../auth/react';
import { realtimeConnectionOf } from '../../../lib/realtime/app-realtime';
import { classSpaceKeys } from '../query-keys';

/**
 * Watches the class's real-time room while the page is open: an announcement refetches the area it names (its
 * queries live under `classSpaceKeys.area`), and announcements missed while disconnected refetch the whole space.
 * The socket only announces; what changed is always read through REST (DESIGN §9).
 */
export function useClassRoom(classId: string): void {
  const auth = useAuthClient();
  const client = useQueryClient();
  useEffect(() => {
    if (classId === '') return undefined;
    const connection = realtimeConnectionOf(auth);
    return connection.watch(classRoom(classId), (announcement) => {
      const key =
        announcement && 'area' in announcement
          ? classSpaceKeys.area(classId, announcement.area)
          : classSpaceKeys.of(classId);
      void client.invalidateQueries({ queryKey: key });
    });
  }, [auth, client, classId]);
}
