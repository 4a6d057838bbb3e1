import { redirect } from 'react-router';
import { paths } from '../config/paths';
import { registerMiddleware } from './middleware';

/**
 * Route middleware that send a page's address on to another page (run after the auth guard, so a visitor signs in
 * and a non-admin sees 403 first): `/admin` → `/admin/beranda` (the admin dashboard, issue 11).
 */
registerMiddleware('to-admin-dashboard', () => {
  // react-router's way out of a loader: a thrown redirect response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw redirect(paths.adminDashboard());
});
