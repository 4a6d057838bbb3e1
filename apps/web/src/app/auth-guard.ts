import { redirect } from 'react-router';
import { paths } from '../config/paths';
import { forbidden } from './errors';
import { registerMiddleware, type MiddlewareContext } from './middleware';

/** The path the router is about to show (`/beranda/profil?tab=1`), from the loader's request. */
function routePath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Pages a visitor reaches by creating an account: the guard opens the sign-up form rather than the sign-in. */
const signUpFirst = new Set<string>(['tutorSignUp']);

/**
 * The auth guard (auth-behaviour.md §7), run before every page: waits for the session to be known, then
 * - `auth: true` and signed out → remembers the path and redirects to `/` (the sign-in page);
 * - signed in on `/` or a `'guest'` page → redirects to the remembered path or `/beranda`;
 * - `auth: false` → nothing;
 * - a page with a `scope` (admin, tutor) and a signed-in user without it → the 403 "no access" page.
 * A visitor of a page reached by registering (`/tutor/daftar`) is sent to the sign-up tab of `/masuk` instead of
 * `/` (the landing page links there: it would otherwise "do nothing"); the page is remembered all the same.
 */
export async function authGuard({ entry, request, auth }: MiddlewareContext): Promise<void> {
  await auth.init();
  const { redirect: target } = auth.guard({ auth: entry.auth }, routePath(request));
  const toSignUp = target === paths.home() && !auth.getState().loggedIn && signUpFirst.has(entry.id);
  // react-router's way out of a loader: a thrown redirect response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (target !== undefined) throw redirect(toSignUp ? paths.signIn({ tab: 'daftar' }) : target);
  if (entry.scope && auth.getState().loggedIn && !auth.hasScope(entry.scope)) forbidden();
}

registerMiddleware('auth', authGuard);
