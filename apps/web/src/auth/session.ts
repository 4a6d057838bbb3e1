/**
 * The session (auth-behaviour.md): who is signed in, with which strategy, and the flows that change it. State is
 * a plain snapshot with `subscribe`, so the React binding reads it through `useSyncExternalStore`; navigation,
 * fetch, the page location and the clock are injected, so the module runs without a browser or a router.
 */
import type { ApiClient, ApiRequestInit } from './api-client';
import { AuthorizedRequests } from './authorized-requests';
import type { AuthConfig } from './config';
import { strategyNotSupportedError, userDataMissingError } from './errors';
import type { RouteMeta } from './guard';
import type { GuardResult, SessionNavigator } from './navigator';
import { hasScope } from './scope';
import { buildSessionParts, type AuthOptions } from './session-parts';
import {
  ErrorReporter,
  StateStore,
  signedOutState,
  type AuthMethod,
  type AuthState,
  type AuthUser,
  type ErrorListener,
} from './session-store';
import type { AuthStorage } from './storage';
import {
  GOOGLE_STRATEGY,
  beginGoogleSignIn,
  completeGoogleSignIn,
  type GoogleFlowContext,
} from './strategies/google';
import {
  LOCAL_STRATEGY,
  activateWithToken,
  signInWithCredentials,
  type Credentials,
  type SignUpDetails,
} from './strategies/local';
import { assertStrategy, enabledStrategies } from './strategies/registry';
import { tokensFromAnswer, type SessionTokens, type TokenStore } from './token-store';

export class Auth<U extends object = AuthUser> {
  readonly config: AuthConfig;
  readonly storage: AuthStorage;
  private readonly tokens: TokenStore;
  private readonly api: ApiClient;
  private readonly requests: AuthorizedRequests;
  private readonly navigator: SessionNavigator;
  private readonly google: GoogleFlowContext;
  // Untyped inside so that `Auth<Student>` is usable where an `Auth<object>` is expected.
  private readonly store: StateStore<AuthState<object>>;
  private readonly errors = new ErrorReporter();
  private pending = 0;
  private explicitNavigation = 0;
  private initialising: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;
  private unsubscribeStorage: (() => void) | undefined;

  constructor(options: AuthOptions) {
    ({
      config: this.config,
      storage: this.storage,
      tokens: this.tokens,
      api: this.api,
      navigator: this.navigator,
      google: this.google,
    } = buildSessionParts(options));
    this.requests = new AuthorizedRequests(
      this.api,
      this.tokens,
      this.config.endpoints.refresh,
      {
        strategy: () => this.state.strategy,
        loggedIn: () => this.state.loggedIn,
        endSession: (usedToken) => this.endSession(usedToken),
      },
      options.lock,
    );
    this.store = new StateStore(signedOutState(this.config.defaultStrategy), (previous, next) =>
      this.onStateChange(previous, next),
    );
  }

  private get state(): AuthState<object> {
    return this.store.get();
  }

  getState = (): AuthState<U> => this.store.get() as AuthState<U>;

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  /** Errors of the auth flows, with the method that failed. The UI shows localised text by `code`, never these. */
  onError(listener: ErrorListener): () => void {
    return this.errors.add(listener);
  }

  /** Registered strategies; Google only when a client id is configured (else its button is hidden). */
  get strategies(): string[] {
    return enabledStrategies(this.config.google);
  }

  /** Restores the session from storage; always resolves. Run it before the router starts. */
  init(): Promise<void> {
    this.initialising ??= this.runInit();
    return this.initialising;
  }

  loginWith(name: 'local', credentials: Credentials): Promise<void>;
  loginWith(name: 'google'): Promise<void>;
  loginWith(name: string, credentials?: Credentials): Promise<void>;
  loginWith(name: string, credentials?: Credentials): Promise<void> {
    return this.flow('loginWith', async () => {
      assertStrategy(name, this.strategies);
      this.reset();
      this.useStrategy(name);
      if (name === GOOGLE_STRATEGY) return beginGoogleSignIn(this.google);
      if (!credentials) throw new TypeError('loginWith("local") needs credentials');
      await this.openSession(
        name,
        await signInWithCredentials(this.api, this.config.endpoints.signIn, credentials),
      );
    });
  }

  /**
   * Asks for an account. The answer is the same whether or not the address is registered and opens no session:
   * the account is activated by the link the product API e-mails (`activate`). The session is left as it is.
   */
  signUp(details: SignUpDetails): Promise<void> {
    return this.errors.run('signUp', async () => {
      await this.api.post<unknown>(this.config.endpoints.signUp, details);
    });
  }

  /** Opens the link of an activation e-mail: its token answers a session, opened like a sign-in (then home). */
  activate(token: string): Promise<void> {
    return this.flow('activate', async () => {
      this.reset();
      this.useStrategy(LOCAL_STRATEGY);
      await this.openSession(
        LOCAL_STRATEGY,
        await activateWithToken(this.api, this.config.endpoints.activate, token),
      );
    });
  }

  /** Completes the Google sign-in on the page `/masukGoogle.html` forwarded to; `href` is that page's URL. */
  handleGoogleCallback(href: string): Promise<void> {
    return this.flow('handleGoogleCallback', async () => {
      assertStrategy(GOOGLE_STRATEGY, this.strategies);
      const tokens = await completeGoogleSignIn(this.google, href);
      this.useStrategy(GOOGLE_STRATEGY);
      await this.openSession(GOOGLE_STRATEGY, tokens);
    });
  }

  /** Clears the session (keeping `strategy`) and goes to `/`; the refresh token is revoked in the background. */
  logout(): void {
    const refreshToken = this.tokens.refreshToken(this.state.strategy);
    if (refreshToken !== undefined) {
      this.api
        .post(this.config.endpoints.signOut, { refreshToken })
        .catch((error: unknown) => this.errors.report(error, 'logout'));
    }
    this.explicitly(() => {
      this.navigator.forget();
      this.reset();
      this.navigator.goToLogout();
    });
  }

  /** Writes `false` to the current strategy's token keys and forgets the user. */
  reset(): void {
    this.tokens.reset(this.state.strategy);
    this.store.set({ user: null, loggedIn: false });
  }

  /** Switching strategy resets the session of the previous one. */
  setStrategy(name: string): void {
    assertStrategy(name, this.strategies);
    if (this.storage.get('strategy') === name && this.state.strategy === name) return;
    this.reset();
    this.useStrategy(name);
  }

  /** Replaces the signed-in user (e.g. with the answer of a profile update); ignored when signed out. */
  setUser(user: U): void {
    if (this.state.loggedIn) this.store.set({ user });
  }

  /**
   * Keeps the session tokens of an API answer (`{ data: { token, refreshToken? } }`) for the current strategy, e.g.
   * when a password change answers a fresh session. Returns whether the answer carried one.
   */
  storeSession(answer: unknown): boolean {
    const tokens = tokensFromAnswer(answer);
    if (!tokens || !this.state.loggedIn) return false;
    this.tokens.save(this.state.strategy, tokens);
    return true;
  }

  fetchUser(): Promise<void> {
    return this.errors.run('fetchUser', () => this.loadUser());
  }

  refreshTokens(): Promise<void> {
    return this.errors.run('refreshTokens', () => this.requests.refresh());
  }

  /** A product API call with the session (see `AuthorizedRequests`); resolves to the answer's JSON body. */
  request<T = unknown>(path: string, init?: ApiRequestInit): Promise<T> {
    return this.requests.request<T>(path, init);
  }

  /**
   * The access token for a channel other than `request` (the real-time socket): renewed first when it has run out,
   * `undefined` when signed out. Rejects with `SessionExpiredError` (and ends the session) when it cannot be renewed.
   */
  accessToken(): Promise<string | undefined> {
    return this.state.loggedIn ? this.requests.validToken() : Promise.resolve(undefined);
  }

  hasScope(name: string): boolean {
    return hasScope((this.state.user as AuthUser | null)?.scope, name);
  }

  /** Remembers where to go after sign-in; refused (false) unless it is a valid local path. */
  setRedirect(path: string): boolean {
    return this.navigator.remember(path);
  }

  /** The router's guard: call it before showing `path`; follow `redirect` when there is one. */
  guard(route: RouteMeta, path: string): GuardResult {
    return this.navigator.guard(route, path, this.state.loggedIn);
  }

  dispose(): void {
    this.unsubscribeStorage?.();
    this.unsubscribeStorage = undefined;
  }

  private async runInit(): Promise<void> {
    this.unsubscribeStorage = this.storage.subscribe((key) => this.onStorageChange(key));
    try {
      await this.flow('init', async () => {
        this.restoreStrategy();
        if (this.tokens.token(this.state.strategy) !== undefined) await this.loadUser();
      });
    } catch {
      // Reported by `flow`; init always resolves so the app can start signed out.
    } finally {
      this.store.set({ ready: true });
    }
  }

  /** An empty strategy falls back to the default silently; an unknown one is reported, then falls back too. */
  private restoreStrategy(): void {
    const stored = this.storage.get('strategy');
    if (typeof stored === 'string' && this.strategies.includes(stored)) {
      this.store.set({ strategy: stored });
      return;
    }
    if (typeof stored === 'string' && stored !== '')
      this.errors.report(strategyNotSupportedError(stored), 'init');
    this.useStrategy(this.config.defaultStrategy);
  }

  private useStrategy(name: string): void {
    this.storage.set('strategy', name);
    this.store.set({ strategy: name });
  }

  /** FIX: the post-login navigation is done here, explicitly, not left to a watcher. */
  private async openSession(strategy: string, tokens: SessionTokens): Promise<void> {
    this.tokens.save(strategy, tokens);
    try {
      await this.loadUser();
    } catch (error) {
      this.reset(); // a session whose user cannot be read is no session: the user stays signed out
      throw error;
    }
    this.navigator.goHome();
  }

  private async loadUser(): Promise<void> {
    const answer = await this.requests.request<{ data?: unknown } | undefined>(this.config.endpoints.user);
    const user = answer?.data;
    if (typeof user !== 'object' || user === null) throw userDataMissingError();
    this.store.set({ user, loggedIn: true });
  }

  /** FIX: a refused or run-out session is reset and the user sent to login, remembering where they were. */
  private endSession(usedToken?: string): void {
    // A 401 for a token already replaced (by a refresh or another tab) says nothing about the current session.
    if (usedToken !== undefined && this.tokens.token(this.state.strategy) !== usedToken) return;
    if (!this.state.ready) {
      this.reset(); // during init the guard decides where to go once the router starts
      return;
    }
    this.navigator.remember(this.navigator.currentPath());
    this.explicitly(() => {
      this.reset();
      this.navigator.goToLogin();
    });
  }

  /** FIX: another tab's sign-in or sign-out is applied here (a logout in one tab logs out all tabs). */
  private onStorageChange(key: string | null): void {
    if (!this.state.ready || this.pending > 0) return;
    if (key !== null && key !== 'strategy' && !key.startsWith('_token.')) return;
    const stored = this.storage.get('strategy');
    if (typeof stored === 'string' && this.strategies.includes(stored)) this.store.set({ strategy: stored });
    if (this.tokens.token(this.state.strategy) === undefined) {
      this.store.set({ user: null, loggedIn: false });
    } else if (!this.state.loggedIn && this.syncing === undefined) {
      this.syncing = this.loadUser()
        .catch((error: unknown) => this.errors.report(error, 'fetchUser'))
        .finally(() => {
          this.syncing = undefined;
        });
    }
  }

  /** KEEP: a change of `loggedIn` redirects (home on login, `/` on logout) unless a flow navigates itself. */
  private onStateChange(previous: AuthState<object>, next: AuthState<object>): void {
    if (!previous.ready || previous.loggedIn === next.loggedIn || this.explicitNavigation > 0) return;
    if (next.loggedIn) this.navigator.goHome();
    else this.navigator.goToLogout();
  }

  private explicitly(action: () => void): void {
    this.explicitNavigation++;
    try {
      action();
    } finally {
      this.explicitNavigation--;
    }
  }

  /** Runs a user-started flow: marks the state busy, navigates explicitly, reports and rethrows its error. */
  private async flow(method: AuthMethod, run: () => Promise<void>): Promise<void> {
    this.pending++;
    this.explicitNavigation++;
    this.store.set({ busy: true });
    try {
      await this.errors.run(method, run);
    } finally {
      this.pending--;
      this.explicitNavigation--;
      this.store.set({ busy: this.pending > 0 });
    }
  }
}

export function createAuth<U extends object = AuthUser>(options: AuthOptions): Auth<U> {
  return new Auth<U>(options);
}
