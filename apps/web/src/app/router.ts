import { createHashRouter } from 'react-router';
import { buildRoutes } from './routes';
import type { AppAuth } from './session';

/** The app's router: hash mode, base path `/` (spec §2); every page is guarded by `auth`. */
export function createAppRouter(auth: AppAuth) {
  return createHashRouter(buildRoutes(auth));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
