import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './providers';
import { createAppRouter, type AppRouter } from './router';
import { createAppAuth, createNavigationBridge, loadGoogleConfig, type AppAuth } from './session';

export interface BootedApp {
  auth: AppAuth;
  router: AppRouter;
  /** The query cache of the app: the router's first queries (ADR 0060) and the pages' share it. */
  queryClient: QueryClient;
}

/**
 * Creates the session (with the Google settings the API publishes, fetched first: no client id, no Google button)
 * and the hash router, and connects the session's navigation to the router. The router's first loaders start
 * at once and wait in the auth guard for `auth.init()`.
 */
export async function bootApp(): Promise<BootedApp> {
  const google = await loadGoogleConfig();
  const bridge = createNavigationBridge();
  const auth = createAppAuth({ navigate: bridge.navigate, ...(google ? { google } : {}) });
  const queryClient = createQueryClient();
  const router = createAppRouter(auth, queryClient);
  bridge.connect(router);
  return { auth, router, queryClient };
}
