/** The session tokens of each strategy in `AuthStorage`, with their expiries (auth-behaviour.md §2, §3). */
import type { AuthStorage } from './storage';
import { tokenExpiresAt, tokenStatus, type Clock, type TokenStatus } from './token';

export interface SessionTokens {
  token: string;
  refreshToken?: string;
}

export interface TokenLifetimes {
  accessMaxAgeS: number;
  refreshMaxAgeS: number;
  marginMs: number;
}

const keys = (strategy: string) => ({
  token: `_token.${strategy}`,
  tokenExpiration: `_token_expiration.${strategy}`,
  refreshToken: `_refresh_token.${strategy}`,
  refreshTokenExpiration: `_refresh_token_expiration.${strategy}`,
});

export class TokenStore {
  constructor(
    private readonly storage: AuthStorage,
    private readonly clock: Clock,
    private readonly lifetimes: TokenLifetimes,
  ) {}

  /** Only a non-empty string is a token: `false` (reset) or a stray number is no token at all. */
  token(strategy: string): string | undefined {
    return this.readString(keys(strategy).token);
  }

  refreshToken(strategy: string): string | undefined {
    return this.readString(keys(strategy).refreshToken);
  }

  status(strategy: string): TokenStatus {
    const k = keys(strategy);
    return tokenStatus(
      this.token(strategy),
      this.storage.get(k.tokenExpiration),
      this.clock(),
      this.lifetimes.marginMs,
    );
  }

  refreshStatus(strategy: string): TokenStatus {
    const k = keys(strategy);
    const expiresAt = this.storage.get(k.refreshTokenExpiration);
    return tokenStatus(this.refreshToken(strategy), expiresAt, this.clock(), this.lifetimes.marginMs);
  }

  /**
   * Stores both tokens with their expiries. Every key lives as long as the longest-lived token, in the cookie and
   * localStorage alike. The access token is written last so another tab hearing of it finds the rest in place.
   */
  save(strategy: string, tokens: SessionTokens): void {
    const k = keys(strategy);
    const now = this.clock();
    const tokenExpiry = tokenExpiresAt(tokens.token, this.lifetimes.accessMaxAgeS, now);
    const refreshExpiry = tokens.refreshToken
      ? tokenExpiresAt(tokens.refreshToken, this.lifetimes.refreshMaxAgeS, now)
      : undefined;
    const lifetime = Math.max(tokenExpiry, refreshExpiry ?? 0);
    this.storage.set(k.refreshToken, tokens.refreshToken ?? false, lifetime);
    this.storage.set(k.refreshTokenExpiration, refreshExpiry ?? false, lifetime);
    this.storage.set(k.tokenExpiration, tokenExpiry, lifetime);
    this.storage.set(k.token, tokens.token, lifetime);
  }

  /** Writes `false` to the token keys (KEEP: the original's reset; the `strategy` key is left alone). */
  reset(strategy: string): void {
    const k = keys(strategy);
    for (const key of [k.token, k.tokenExpiration, k.refreshToken, k.refreshTokenExpiration]) {
      this.storage.set(key, false);
    }
  }

  isTokenKey(key: string, strategy: string): boolean {
    return key === keys(strategy).token;
  }

  private readString(key: string): string | undefined {
    const value = this.storage.get(key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  }
}

/** `{ data: { token, refreshToken } }` of the sign-in, refresh and Google exchange answers, or `undefined`. */
export function tokensFromAnswer(body: unknown): SessionTokens | undefined {
  const data = (body as { data?: { token?: unknown; refreshToken?: unknown } } | null | undefined)?.data;
  if (typeof data?.token !== 'string' || data.token === '') return undefined;
  return typeof data.refreshToken === 'string' && data.refreshToken !== ''
    ? { token: data.token, refreshToken: data.refreshToken }
    : { token: data.token };
}
