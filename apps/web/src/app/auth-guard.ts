import { redirect } from 'react-router';
import { forbidden } from './errors';
import { registerMiddleware, type MiddlewareContext } from './middleware';

/** The path the router is about to show (`/beranda/profil?tab=1`), from the loader's request. */
function routePath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The auth guard (auth-behaviour.md §7), run before every page: waits for the session to be known, then
 * - `auth: true` and signed out → remembers the path and redirects to `/` (the sign-in page);
 * - signed in on `/` or a `'guest'` page → redirects to the remembered path or `/beranda`;
 * - `auth: false` → nothing;
 * - a page with a `scope` (admin, tutor) and a signed-in user without it → the 403 "no access" page.
 */
export async function authGuard({ entry, request, auth }: MiddlewareContext): Promise<void> {
  await auth.init();
  const { redirect: target } = auth.guard({ auth: entry.auth }, routePath(request));
  // react-router's way out of a loader: a thrown redirect response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (target !== undefined) throw redirect(target);
  if (entry.scope && auth.getState().loggedIn && !auth.hasScope(entry.scope)) forbidden();
}

registerMiddleware('auth', authGuard);
