import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '../auth/react';
import { Providers } from './providers';
import type { QueryClientSlot } from './query-client-slot';
import { OfflineSyncWhenSignedIn } from './offline-sync-gate';
import { BootFallback } from './root-shell';
import type { AppRouter } from './router';
import type { AppAuth } from './session';

export interface AppProps {
  i18n: I18n;
  auth: AppAuth;
  /** The router, its navigation connected to `auth` (see `bootApp`). */
  router: AppRouter;
  /** The slot of the query client the router's first queries use (see `bootApp`). */
  querySlot?: QueryClientSlot;
}

/**
 * The app: providers, then the session (`AuthProvider` shows the boot placeholder until the session is known),
 * then the router. The router's guard waits for the same initialisation, so no page shows before it decided.
 */
export function App({ i18n, auth, router, querySlot }: AppProps) {
  return (
    <Providers i18n={i18n} auth={auth} {...(querySlot ? { querySlot } : {})}>
      <AuthProvider auth={auth} fallback={<BootFallback />}>
        <OfflineSyncWhenSignedIn />
        <RouterProvider router={router} />
      </AuthProvider>
    </Providers>
  );
}
