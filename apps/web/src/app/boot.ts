import type { QueryClientSlot } from './query-client-slot';
import { createAppRouter, type AppRouter } from './router';
import { createAppAuth, createNavigationBridge, loadGoogleConfig, type AppAuth } from './session';

export interface BootedApp {
  auth: AppAuth;
  router: AppRouter;
  /**
   * The slot of the app's query client: the router's first queries (ADR 0060) and the pages share the client, which
   * whichever needs it first creates (TanStack Query stays out of the landing page's first JavaScript, ADR 0057).
   */
  querySlot: QueryClientSlot;
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
  const querySlot: QueryClientSlot = { current: undefined };
  const router = createAppRouter(auth, querySlot);
  bridge.connect(router);
  return { auth, router, querySlot };
}
