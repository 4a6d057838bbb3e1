import { createHashRouter } from 'react-router';
import { buildRoutes } from './routes';

/** The app's router: hash mode, base path `/` (spec §2). */
export function createAppRouter() {
  return createHashRouter(buildRoutes());
}
