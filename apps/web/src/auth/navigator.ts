/**
 * Where the session sends the user (auth-behaviour.md §7): the remembered path, home, login, and the guard's
 * answer. Navigation itself is injected, so this stays free of any router.
 */
import type { RedirectConfig } from './config';
import { decideGuard, type RouteMeta } from './guard';
import { isSamePage, isValidLocalPath } from './redirect-path';
import type { AuthStorage } from './storage';

export type Navigate = (path: string, options?: { replace?: boolean }) => void;

/** The page's location: where the Google sign-in leaves to, and the origin of URLs. */
export interface PageLocation {
  readonly origin: string;
  replace(url: string): void;
}

export interface GuardResult {
  redirect?: string;
}

const REDIRECT_KEY = 'redirect';

/** The route path under hash routing: `#/kelas/1?tab=2` → `/kelas/1?tab=2`. */
export const hashRoutePath = (): string => {
  const hash = globalThis.location?.hash ?? '';
  return hash.startsWith('#/') ? hash.slice(1) : '/';
};

export class SessionNavigator {
  constructor(
    private readonly storage: AuthStorage,
    private readonly redirect: RedirectConfig,
    private readonly navigate: Navigate,
    readonly currentPath: () => string,
  ) {}

  /** Remembers `path` for after sign-in when it is a valid local path and not the login page itself. */
  remember(path: string): boolean {
    if (!isValidLocalPath(path)) return false;
    if (isSamePage(path, this.redirect.login) || isSamePage(path, this.redirect.callback)) return false;
    this.storage.set(REDIRECT_KEY, path);
    return true;
  }

  /** The remembered path, forgotten as it is read (validated again: storage is writable by other code). */
  take(): string | undefined {
    const path = this.storage.get(REDIRECT_KEY);
    if (path === undefined) return undefined;
    this.storage.remove(REDIRECT_KEY);
    return isValidLocalPath(path) ? path : undefined;
  }

  forget(): void {
    this.storage.remove(REDIRECT_KEY);
  }

  /** The home page now (the configured function is asked each time: it may depend on the signed-in user). */
  home(): string {
    const { home } = this.redirect;
    return typeof home === 'function' ? home() : home;
  }

  goHome(): void {
    this.goTo(this.take() ?? this.home());
  }

  goToLogin(): void {
    this.goTo(this.redirect.login);
  }

  goToLogout(): void {
    this.goTo(this.redirect.logout);
  }

  /** Same-page redirects are skipped, which is also what keeps the guard free of loops. */
  goTo(path: string): void {
    if (isSamePage(path, this.currentPath())) return;
    this.navigate(path, { replace: true });
  }

  guard(route: RouteMeta, path: string, loggedIn: boolean): GuardResult {
    const decision = decideGuard(route, path, loggedIn, this.redirect);
    if (decision === 'stay') return {};
    if (decision === 'login') {
      this.remember(path);
      return { redirect: this.redirect.login };
    }
    const target = this.take() ?? this.home();
    return isSamePage(target, path) ? {} : { redirect: target };
  }
}
