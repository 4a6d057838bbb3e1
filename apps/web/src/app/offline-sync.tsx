import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '../features/collections';
import { useOfflineSync } from '../features/offline';
import { QueryScope } from './query-scope';

function Sync() {
  const client = useQueryClient();
  useOfflineSync({ onProgressSent: () => void client.invalidateQueries({ queryKey: collectionKeys.all }) });
  return null;
}

/**
 * Keeps offline copies and queued lesson progress in step with the session (ADR 0054): progress sent when back
 * online refreshes the student's courses. Loaded by `offline-sync-gate.tsx` only, so it brings the app's query
 * client itself (ADR 0057).
 */
export default function OfflineSync() {
  return (
    <QueryScope>
      <Sync />
    </QueryScope>
  );
}
