/**
 * Product API calls with the session token (auth-behaviour.md §3, §6): the token goes only to the product API,
 * an expired token is refreshed first (one refresh shared by every waiting caller), and a session that cannot be
 * renewed, or that the server refuses (401, or 403 `ACCOUNT_SUSPENDED`), is ended.
 */
import type { ApiClient, ApiRequestInit } from './api-client';
import { ApiError, SessionExpiredError, isApiError } from './errors';
import { tokensFromAnswer, type TokenStore } from './token-store';

export interface SessionHooks {
  strategy(): string;
  loggedIn(): boolean;
  /** The server refused the session (or it ran out). `usedToken` is the token that was refused, if any. */
  endSession(usedToken?: string): void;
}

/**
 * Runs `task` while holding the named lock across every tab of this origin. Tabs share the session's storage, so
 * without it two tabs refreshing at the same moment would present the same refresh token twice, which the server
 * treats as theft and answers by revoking the session.
 */
export type CrossTabLock = (name: string, task: () => Promise<void>) => Promise<void>;

export const REFRESH_LOCK_NAME = 'scola-auth-refresh';

/** The Web Locks API where the browser has it; a single tab needs no lock. */
export const browserLock: CrossTabLock = (name, task) => {
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  return locks ? locks.request(name, task) : task();
};

/**
 * Whether the answer says this session will not be served again: 401, or 403 `ACCOUNT_SUSPENDED` (an admin suspended
 * the account: an open page is signed out on its next call rather than left showing refusals).
 */
async function refusesSession(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown } } | null;
  return body?.error?.code === 'ACCOUNT_SUSPENDED';
}

export class AuthorizedRequests {
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly tokens: TokenStore,
    private readonly refreshEndpoint: string,
    private readonly hooks: SessionHooks,
    private readonly lock: CrossTabLock = browserLock,
  ) {}

  /** `path` is relative to the API base (`/kelas`) or an absolute URL; resolves to the answer's JSON body. */
  async request<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
    const url = this.api.resolve(path);
    if (!this.api.isProductApi(url)) return this.api.read<T>(await this.api.send(url, init));

    const token = await this.currentToken();
    const headers = new Headers(init.headers);
    const sentToken = token !== undefined && !headers.has('Authorization') ? token : undefined;
    // KEEP: the bare token, no `Bearer` prefix.
    if (sentToken !== undefined) headers.set('Authorization', sentToken);
    const response = await this.api.send(url, { ...init, headers });
    if (sentToken !== undefined && (await refusesSession(response))) this.hooks.endSession(sentToken);
    return this.api.read<T>(response);
  }

  canRefresh(strategy: string): boolean {
    return (
      this.tokens.refreshToken(strategy) !== undefined && this.tokens.refreshStatus(strategy) !== 'expired'
    );
  }

  /** Every caller arriving while a refresh is under way waits for that one (FIX: no parallel refreshes). */
  refresh(): Promise<void> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * The token to authenticate with where `request` cannot be used (the real-time socket's handshake): the stored
   * one, renewed first when it has run out; a session that cannot be renewed is ended (`SessionExpiredError`).
   */
  validToken(): Promise<string | undefined> {
    return this.currentToken();
  }

  private async currentToken(): Promise<string | undefined> {
    const strategy = this.hooks.strategy();
    // A signed-in session whose token ran out of storage altogether has expired as well.
    const expired =
      this.tokens.status(strategy) === 'expired' ||
      (this.hooks.loggedIn() && this.tokens.token(strategy) === undefined);
    if (this.refreshing) await this.refreshing;
    else if (expired) {
      if (!this.canRefresh(strategy)) {
        this.hooks.endSession();
        throw new SessionExpiredError();
      }
      await this.refresh();
    }
    return this.tokens.token(strategy);
  }

  private async runRefresh(): Promise<void> {
    const strategy = this.hooks.strategy();
    const seen = this.tokens.refreshToken(strategy);
    await this.lock(REFRESH_LOCK_NAME, async () => {
      // Another tab renewed the session while this one waited for the lock: use what it stored.
      const current = this.tokens.refreshToken(strategy);
      if (current !== undefined && current !== seen && this.tokens.status(strategy) === 'valid') return;
      await this.exchangeRefreshToken(strategy);
    });
  }

  private async exchangeRefreshToken(strategy: string): Promise<void> {
    const refreshToken = this.tokens.refreshToken(strategy);
    if (refreshToken === undefined) {
      this.hooks.endSession();
      throw new SessionExpiredError();
    }
    let answer: unknown;
    try {
      answer = await this.api.post<unknown>(this.refreshEndpoint, { refreshToken });
    } catch (error) {
      // Revoked, reused or unknown refresh token: the session is over. Network and server errors are not.
      if (isApiError(error) && [400, 401, 403].includes(error.status)) {
        this.hooks.endSession();
        throw new SessionExpiredError();
      }
      throw error;
    }
    const tokens = tokensFromAnswer(answer);
    if (!tokens)
      throw new ApiError('INVALID_RESPONSE', 200, 'Refresh response does not contain field data.token');
    this.tokens.save(strategy, tokens);
  }
}
