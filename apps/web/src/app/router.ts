import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter } from 'react-router';
import { buildRoutes } from './routes';
import type { AppAuth } from './session';

/**
 * The app's router: hash mode, base path `/` (spec §2); every page is guarded by `auth` and starts its first
 * queries in `queryClient` (the one the app renders with).
 */
export function createAppRouter(auth: AppAuth, queryClient: QueryClient) {
  return createHashRouter(buildRoutes(auth, queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
