/** The route guard's decision (auth-behaviour.md §7), free of storage and navigation so it is a plain table. */
import type { RedirectConfig } from './config';
import { isSamePage } from './redirect-path';

/** `true` (the default): signed-in users only; `false`: the guard skips the page; `'guest'`: signed-out only. */
export type RouteAuth = boolean | 'guest';

export interface RouteMeta {
  auth?: RouteAuth;
}

/** `login`: remember the path, go to login. `home`: go to the remembered path or home. */
export type GuardDecision = 'stay' | 'login' | 'home';

export function decideGuard(
  route: RouteMeta,
  path: string,
  loggedIn: boolean,
  redirect: Pick<RedirectConfig, 'login' | 'callback'>,
): GuardDecision {
  const auth = route.auth ?? true;
  if (auth === false) return 'stay';
  // `/` is both the landing and the login page: for a signed-in user it counts as a guest page whatever its flag.
  const guestPage =
    auth === 'guest' || isSamePage(path, redirect.login) || isSamePage(path, redirect.callback);
  if (loggedIn) return guestPage ? 'home' : 'stay';
  return guestPage ? 'stay' : 'login';
}
