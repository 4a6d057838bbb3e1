import type { QueryClientSlot } from './query-client-slot';
import { createHashRouter } from 'react-router';
import { buildRoutes } from './routes';
import type { AppAuth } from './session';

/**
 * The app's router: hash mode, base path `/` (spec §2); every page is guarded by `auth` and starts its first
 * queries in the query client of `querySlot` (the one the app renders with, ADR 0057/0060).
 */
export function createAppRouter(auth: AppAuth, querySlot: QueryClientSlot) {
  return createHashRouter(buildRoutes(auth, querySlot));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
