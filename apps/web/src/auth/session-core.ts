/**
 * The session's core: its state, the tokens of the current strategy, and the steps every flow is made of (open a
 * session, load the user, end it), with the bookkeeping that decides who navigates after a change. `session.ts`
 * builds the public flows on it; `session-cross-tab.ts` applies other tabs' changes to it.
 */
import { AuthorizedRequests, type CrossTabLock } from './authorized-requests';
import { strategyNotSupportedError, userDataMissingError } from './errors';
import type { SessionParts } from './session-parts';
import { ErrorReporter, StateStore, signedOutState, type AuthMethod, type AuthState } from './session-store';
import { enabledStrategies } from './strategies/registry';
import type { SessionTokens } from './token-store';

export class SessionCore {
  readonly requests: AuthorizedRequests;
  // Untyped inside so that `Auth<Student>` is usable where an `Auth<object>` is expected.
  readonly store: StateStore<AuthState<object>>;
  readonly errors = new ErrorReporter();
  private pending = 0;
  private explicitNavigation = 0;

  constructor(
    readonly parts: SessionParts,
    lock?: CrossTabLock,
  ) {
    this.requests = new AuthorizedRequests(
      parts.api,
      parts.tokens,
      parts.config.endpoints.refresh,
      {
        strategy: () => this.state.strategy,
        loggedIn: () => this.state.loggedIn,
        endSession: (usedToken) => this.endSession(usedToken),
      },
      lock,
    );
    this.store = new StateStore(signedOutState(parts.config.defaultStrategy), (previous, next) =>
      this.onStateChange(previous, next),
    );
  }

  get state(): AuthState<object> {
    return this.store.get();
  }

  /** Registered strategies; Google only when a client id is configured (else its button is hidden). */
  get strategies(): string[] {
    return enabledStrategies(this.parts.config.google);
  }

  /** A user-started flow is under way (other tabs' changes wait until it is done). */
  get busy(): boolean {
    return this.pending > 0;
  }

  /** Writes `false` to the current strategy's token keys and forgets the user. */
  reset(): void {
    this.parts.tokens.reset(this.state.strategy);
    this.store.set({ user: null, loggedIn: false });
  }

  useStrategy(name: string): void {
    this.parts.storage.set('strategy', name);
    this.store.set({ strategy: name });
  }

  /** An empty strategy falls back to the default silently; an unknown one is reported, then falls back too. */
  restoreStrategy(): void {
    const stored = this.parts.storage.get('strategy');
    if (typeof stored === 'string' && this.strategies.includes(stored)) {
      this.store.set({ strategy: stored });
      return;
    }
    if (typeof stored === 'string' && stored !== '')
      this.errors.report(strategyNotSupportedError(stored), 'init');
    this.useStrategy(this.parts.config.defaultStrategy);
  }

  /** FIX: the post-login navigation is done here, explicitly, not left to a watcher. */
  async openSession(strategy: string, tokens: SessionTokens): Promise<void> {
    this.parts.tokens.save(strategy, tokens);
    try {
      await this.loadUser();
    } catch (error) {
      this.reset(); // a session whose user cannot be read is no session: the user stays signed out
      throw error;
    }
    this.parts.navigator.goHome();
  }

  async loadUser(): Promise<void> {
    const answer = await this.requests.request<{ data?: unknown } | undefined>(
      this.parts.config.endpoints.user,
    );
    const user = answer?.data;
    if (typeof user !== 'object' || user === null) throw userDataMissingError();
    this.store.set({ user, loggedIn: true });
  }

  /** FIX: a refused or run-out session is reset and the user sent to login, remembering where they were. */
  endSession(usedToken?: string): void {
    // A 401 for a token already replaced (by a refresh or another tab) says nothing about the current session.
    if (usedToken !== undefined && this.parts.tokens.token(this.state.strategy) !== usedToken) return;
    if (!this.state.ready) {
      this.reset(); // during init the guard decides where to go once the router starts
      return;
    }
    const { navigator } = this.parts;
    navigator.remember(navigator.currentPath());
    this.explicitly(() => {
      this.reset();
      navigator.goToLogin();
    });
  }

  /** Runs `action`, which navigates itself: the `loggedIn` watcher stays quiet meanwhile. */
  explicitly(action: () => void): void {
    this.explicitNavigation++;
    try {
      action();
    } finally {
      this.explicitNavigation--;
    }
  }

  /** Runs a user-started flow: marks the state busy, navigates explicitly, reports and rethrows its error. */
  async flow(method: AuthMethod, run: () => Promise<void>): Promise<void> {
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

  /** KEEP: a change of `loggedIn` redirects (home on login, `/` on logout) unless a flow navigates itself. */
  private onStateChange(previous: AuthState<object>, next: AuthState<object>): void {
    if (!previous.ready || previous.loggedIn === next.loggedIn || this.explicitNavigation > 0) return;
    if (next.loggedIn) this.parts.navigator.goHome();
    else this.parts.navigator.goToLogout();
  }
}
