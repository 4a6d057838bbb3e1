/**
 * The session (auth-behaviour.md): who is signed in, with which strategy, and the flows that change it. State is
 * a plain snapshot with `subscribe`, so the React binding reads it through `useSyncExternalStore`; navigation,
 * fetch, the page location and the clock are injected, so the module runs without a browser or a router.
 *
 * Split by job: `session-parts.ts` wires the pieces, `session-core.ts` holds the state and the steps the flows
 * share, `session-cross-tab.ts` applies other tabs' changes; this file is the public face and its flows.
 */
import type { ApiRequestInit } from './api-client';
import type { AuthConfig } from './config';
import type { RouteMeta } from './guard';
import type { GuardResult } from './navigator';
import { hasScope } from './scope';
import { SessionCore } from './session-core';
import { CrossTabSync } from './session-cross-tab';
import { buildSessionParts, type AuthOptions } from './session-parts';
import type { AuthState, AuthUser, ErrorListener } from './session-store';
import type { AuthStorage } from './storage';
import { SessionExpiredError } from './errors';
import { GOOGLE_STRATEGY, beginGoogleSignIn, exchangeIdToken, readGoogleAnswer } from './strategies/google';
import {
  LOCAL_STRATEGY,
  activateWithToken,
  signInWithCredentials,
  type Credentials,
  type SignUpDetails,
} from './strategies/local';
import { assertStrategy } from './strategies/registry';
import { tokensFromAnswer } from './token-store';

export class Auth<U extends object = AuthUser> {
  readonly config: AuthConfig;
  readonly storage: AuthStorage;
  private readonly core: SessionCore;
  private readonly crossTab: CrossTabSync;
  private initialising: Promise<void> | undefined;
  private unsubscribeStorage: (() => void) | undefined;

  constructor(options: AuthOptions) {
    const parts = buildSessionParts(options);
    this.config = parts.config;
    this.storage = parts.storage;
    this.core = new SessionCore(parts, options.lock);
    this.crossTab = new CrossTabSync(this.core);
  }

  private get state(): AuthState<object> {
    return this.core.state;
  }

  getState = (): AuthState<U> => this.core.store.get() as AuthState<U>;

  subscribe = (listener: () => void): (() => void) => this.core.store.subscribe(listener);

  /** Errors of the auth flows, with the method that failed. The UI shows localised text by `code`, never these. */
  onError(listener: ErrorListener): () => void {
    return this.core.errors.add(listener);
  }

  /** Registered strategies; Google only when a client id is configured (else its button is hidden). */
  get strategies(): string[] {
    return this.core.strategies;
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
    return this.core.flow('loginWith', async () => {
      assertStrategy(name, this.strategies);
      this.reset();
      this.core.useStrategy(name);
      if (name === GOOGLE_STRATEGY) return beginGoogleSignIn(this.core.parts.google);
      if (!credentials) throw new TypeError('loginWith("local") needs credentials');
      const { api, config } = this.core.parts;
      await this.core.openSession(
        name,
        await signInWithCredentials(api, config.endpoints.signIn, credentials),
      );
    });
  }

  /**
   * Asks for an account. The answer is the same whether or not the address is registered and opens no session:
   * the account is activated by the link the product API e-mails (`activate`). The session is left as it is.
   */
  signUp(details: SignUpDetails): Promise<void> {
    return this.core.errors.run('signUp', async () => {
      await this.core.parts.api.post<unknown>(this.config.endpoints.signUp, details);
    });
  }

  /** Opens the link of an activation e-mail: its token answers a session, opened like a sign-in (then home). */
  activate(token: string): Promise<void> {
    return this.core.flow('activate', async () => {
      this.reset();
      this.core.useStrategy(LOCAL_STRATEGY);
      const { api, config } = this.core.parts;
      await this.core.openSession(
        LOCAL_STRATEGY,
        await activateWithToken(api, config.endpoints.activate, token),
      );
    });
  }

  /**
   * Links a Google account to the signed-in account (the settings' "Hubungkan"): the same provider flow as a
   * sign-in, marked as a link, keeping the session; `handleGoogleCallback` finishes it.
   */
  linkGoogle(): Promise<void> {
    return this.core.flow('linkGoogle', () => {
      assertStrategy(GOOGLE_STRATEGY, this.strategies);
      if (!this.state.loggedIn) throw new SessionExpiredError();
      beginGoogleSignIn(this.core.parts.google, 'link');
      return Promise.resolve();
    });
  }

  /**
   * Completes the Google flow on the page `/masukGoogle.html` forwarded to; `href` is that page's URL. A sign-in
   * opens a session; a link (begun by `linkGoogle`, still signed in) sends the ID token to the link endpoint and
   * keeps the session. Resolves to which of the two happened.
   */
  async handleGoogleCallback(href: string): Promise<GoogleOutcome> {
    let outcome: GoogleOutcome = 'signed-in';
    await this.core.flow('handleGoogleCallback', async () => {
      assertStrategy(GOOGLE_STRATEGY, this.strategies);
      const { google, api, config } = this.core.parts;
      const answer = await readGoogleAnswer(google, href);
      if (answer.intent === 'link' && this.state.loggedIn) {
        await this.request(config.endpoints.googleLink, {
          method: 'POST',
          json: { idToken: answer.idToken, nonce: answer.nonce },
        });
        outcome = 'linked';
        return;
      }
      const tokens = await exchangeIdToken(api, config.endpoints.google, answer.idToken, answer.nonce);
      this.core.useStrategy(GOOGLE_STRATEGY);
      await this.core.openSession(GOOGLE_STRATEGY, tokens);
    });
    return outcome;
  }

  /** Clears the session (keeping `strategy`) and goes to `/`; the refresh token is revoked in the background. */
  logout(): void {
    const { api, navigator, tokens } = this.core.parts;
    const refreshToken = tokens.refreshToken(this.state.strategy);
    if (refreshToken !== undefined) {
      api
        .post(this.config.endpoints.signOut, { refreshToken })
        .catch((error: unknown) => this.core.errors.report(error, 'logout'));
    }
    this.core.explicitly(() => {
      navigator.forget();
      this.reset();
      navigator.goToLogout();
    });
  }

  /** Writes `false` to the current strategy's token keys and forgets the user. */
  reset(): void {
    this.core.reset();
  }

  /** Switching strategy resets the session of the previous one. */
  setStrategy(name: string): void {
    assertStrategy(name, this.strategies);
    if (this.storage.get('strategy') === name && this.state.strategy === name) return;
    this.reset();
    this.core.useStrategy(name);
  }

  /** Replaces the signed-in user (e.g. with the answer of a profile update); ignored when signed out. */
  setUser(user: U): void {
    if (this.state.loggedIn) this.core.store.set({ user });
  }

  /**
   * Keeps the session tokens of an API answer (`{ data: { token, refreshToken? } }`) for the current strategy, e.g.
   * when a password change answers a fresh session. Returns whether the answer carried one.
   */
  storeSession(answer: unknown): boolean {
    const tokens = tokensFromAnswer(answer);
    if (!tokens || !this.state.loggedIn) return false;
    this.core.parts.tokens.save(this.state.strategy, tokens);
    return true;
  }

  fetchUser(): Promise<void> {
    return this.core.errors.run('fetchUser', () => this.core.loadUser());
  }

  refreshTokens(): Promise<void> {
    return this.core.errors.run('refreshTokens', () => this.core.requests.refresh());
  }

  /** A product API call with the session (see `AuthorizedRequests`); resolves to the answer's JSON body. */
  request<T = unknown>(path: string, init?: ApiRequestInit): Promise<T> {
    return this.core.requests.request<T>(path, init);
  }

  /**
   * The access token for a channel other than `request` (the real-time socket): renewed first when it has run out,
   * `undefined` when signed out. Rejects with `SessionExpiredError` (and ends the session) when it cannot be renewed.
   */
  accessToken(): Promise<string | undefined> {
    return this.state.loggedIn ? this.core.requests.validToken() : Promise.resolve(undefined);
  }

  hasScope(name: string): boolean {
    return hasScope((this.state.user as AuthUser | null)?.scope, name);
  }

  /** Remembers where to go after sign-in; refused (false) unless it is a valid local path. */
  setRedirect(path: string): boolean {
    return this.core.parts.navigator.remember(path);
  }

  /** The router's guard: call it before showing `path`; follow `redirect` when there is one. */
  guard(route: RouteMeta, path: string): GuardResult {
    return this.core.parts.navigator.guard(route, path, this.state.loggedIn);
  }

  dispose(): void {
    this.unsubscribeStorage?.();
    this.unsubscribeStorage = undefined;
  }

  private async runInit(): Promise<void> {
    this.unsubscribeStorage = this.crossTab.start();
    try {
      await this.core.flow('init', async () => {
        this.core.restoreStrategy();
        if (this.core.parts.tokens.token(this.state.strategy) !== undefined) await this.core.loadUser();
      });
    } catch {
      // Reported by `flow`; init always resolves so the app can start signed out.
    } finally {
      this.core.store.set({ ready: true });
    }
  }
}

/** What a Google callback did: opened a session, or linked Google to the session's account. */
export type GoogleOutcome = 'signed-in' | 'linked';

export function createAuth<U extends object = AuthUser>(options: AuthOptions): Auth<U> {
  return new Auth<U>(options);
}
