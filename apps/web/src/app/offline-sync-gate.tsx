import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../auth/react';

const OfflineSync = lazy(() => import('./offline-sync'));

/**
 * Mounts the offline sync once somebody has signed in during this page's life, and keeps it so that it sees the
 * sign-out: a visitor has no copies to keep in step, and the sync's code (the contracts, the collections) stays out
 * of the landing page's initial JavaScript (DESIGN.md §8, 160 KB gzip).
 */
export function OfflineSyncWhenSignedIn() {
  const { user } = useAuth();
  const [wanted, setWanted] = useState(false);
  if (user && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <OfflineSync />
    </Suspense>
  ) : null;
}
