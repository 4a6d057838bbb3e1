import { createAppRouter, type AppRouter } from './router';
import { createAppAuth, createNavigationBridge, loadGoogleConfig, type AppAuth } from './session';

export interface BootedApp {
  auth: AppAuth;
  router: AppRouter;
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
  const router = createAppRouter(auth);
  bridge.connect(router);
  return { auth, router };
}
