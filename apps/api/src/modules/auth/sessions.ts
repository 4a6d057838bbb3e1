import { randomUUID } from 'node:crypto';
import type { AccountSession, Session } from '@scola/contracts';
import { AppError } from '../../lib/app-error';
import type { RequestUser, UserRow, UsersService } from '../users';
import { type AccessTokens, tokenFromAuthorization } from './access-tokens';
import type { AuthRepository } from './auth.repository';
import type { RefreshTokenRow } from './auth.tables';
import { hashToken, randomToken, successorToken } from './secrets';

/** Refresh tokens live 30 days from their issue (each rotation starts a new 30 days). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long after a rotation the rotated token still answers the same successor: concurrent refreshes (two tabs, a
 * retried request) then share one rotation instead of looking like theft. Later re-use ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 5_000;

/** Where a session was started from (kept with its refresh tokens). */
export interface ClientInfo {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface SessionsDeps {
  repository: AuthRepository;
  users: UsersService;
  tokens: AccessTokens;
  /** Server secret keying the successor of each refresh token (the access-token secret). */
  secret: string;
  clock: () => Date;
}

/**
 * Sessions that were just ended: one (`sessionId`), or every session of the user but `exceptSessionId` (all when
 * it is absent). Listeners close what still runs on them, e.g. real-time connections.
 */
export interface EndedSessions {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}
export type EndedSessionsListener = (ended: EndedSessions) => void;

const sessionEnded = (reason: string) => new AppError('INVALID_REFRESH_TOKEN', undefined, { reason });

/** The start of an address, enough for its owner to recognise a place: `203.0.113.*`, `2001:db8:85a3:…`. */
export function ipHint(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.*`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}:…`;
  return null;
}

const suspended = () => new AppError('ACCOUNT_SUSPENDED');

export type Sessions = ReturnType<typeof createSessions>;

/** Product sessions: a refresh-token family per sign-in, rotated on each refresh, and the access tokens. */
export function createSessions({ repository, users, tokens, secret, clock }: SessionsDeps) {
  const endedListeners = new Set<EndedSessionsListener>();
  const announceEnded = (ended: EndedSessions) => {
    for (const listener of endedListeners) listener(ended);
  };

  async function answer(user: UserRow, sessionId: string, refreshToken: string, refreshExpiresAt: Date) {
    const access = await tokens.sign({ userId: user.id, scope: user.scope, sessionId });
    return {
      token: access.token,
      refreshToken,
      expiresAt: access.expiresAt.toISOString(),
      refreshExpiresAt: refreshExpiresAt.toISOString(),
    } satisfies Session;
  }

  const clientColumns = (client: ClientInfo) => ({
    ip: client.ip?.slice(0, 64) ?? null,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });

  async function signInAllowed(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user || user.deletedAt) throw sessionEnded('unknown');
    if (user.suspendedAt) throw suspended();
    return user;
  }

  /**
   * A rotated token presented again. Within the grace window its successor is answered again (it is derived from
   * the token, so it need not be stored in clear); after it, or if the successor is gone, it is re-use: the whole
   * family is revoked.
   */
  async function replay(rotated: RefreshTokenRow, refreshToken: string, now: Date): Promise<Session> {
    const rotatedAt = rotated.rotatedAt?.getTime() ?? 0;
    const next =
      now.getTime() - rotatedAt <= REFRESH_REUSE_GRACE_MS && rotated.replacedBy
        ? await repository.findRefreshTokenById(rotated.replacedBy)
        : null;
    const nextToken = successorToken(refreshToken, secret);
    if (!next || next.revokedAt || next.expiresAt <= now || next.tokenHash !== hashToken(nextToken)) {
      await repository.revokeFamily(rotated.familyId, now);
      announceEnded({ userId: rotated.userId, sessionId: rotated.familyId });
      throw sessionEnded('reused');
    }
    const user = await signInAllowed(rotated.userId);
    return answer(user, rotated.familyId, nextToken, next.expiresAt);
  }

  async function countOthers(userId: string, keepSessionId: string, now: Date): Promise<number> {
    const live = await repository.activeSessionsOf(userId, now);
    return live.filter((row) => row.familyId !== keepSessionId).length;
  }

  return {
    /** Starts a new session (a new refresh-token family) for a user allowed to sign in. */
    async start(user: UserRow, client: ClientInfo): Promise<Session> {
      if (user.deletedAt) throw new AppError('UNAUTHENTICATED');
      if (user.suspendedAt) throw suspended();
      const now = clock();
      const refreshToken = randomToken();
      const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
      const familyId = randomUUID();
      await repository.insertRefreshToken({
        userId: user.id,
        familyId,
        tokenHash: hashToken(refreshToken),
        expiresAt,
        createdAt: now,
        ...clientColumns(client),
      });
      return answer(user, familyId, refreshToken, expiresAt);
    },

    /**
     * Exchanges a refresh token for a new session pair. The old token stops working: presented again within
     * `REFRESH_REUSE_GRACE_MS` it answers the same successor (concurrent refreshes share one rotation), later it
     * counts as theft and revokes the whole family.
     */
    async refresh(refreshToken: string, client: ClientInfo): Promise<Session> {
      const now = clock();
      const tokenHash = hashToken(refreshToken);
      const current = await repository.findRefreshToken(tokenHash);
      if (!current) throw sessionEnded('unknown');
      if (current.revokedAt) throw sessionEnded('revoked');
      if (current.rotatedAt) return replay(current, refreshToken, now);
      if (current.expiresAt <= now) throw sessionEnded('expired');

      const user = await signInAllowed(current.userId);

      const nextToken = successorToken(refreshToken, secret);
      const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
      const next = await repository.rotateRefreshToken(tokenHash, now, {
        id: randomUUID(),
        userId: current.userId,
        familyId: current.familyId,
        tokenHash: hashToken(nextToken),
        expiresAt,
        createdAt: now,
        ...clientColumns(client),
      });
      if (!next) {
        // Another request rotated (or revoked) this token between our read and our update: share its rotation.
        const rotated = await repository.findRefreshToken(tokenHash);
        if (!rotated?.rotatedAt || rotated.revokedAt) throw sessionEnded('revoked');
        return replay(rotated, refreshToken, now);
      }
      return answer(user, current.familyId, nextToken, expiresAt);
    },

    /** Ends the session of a refresh token (idempotent: unknown or already revoked tokens are fine). */
    async end(refreshToken: string): Promise<void> {
      const current = await repository.findRefreshToken(hashToken(refreshToken));
      if (!current) return;
      await repository.revokeFamily(current.familyId, clock());
      announceEnded({ userId: current.userId, sessionId: current.familyId });
    },

    /** Ends every session of a user, except `keepSessionId` when given; answers how many sessions ended. */
    async endAllOf(userId: string, keepSessionId?: string): Promise<number> {
      const now = clock();
      const ended = keepSessionId === undefined ? 0 : await countOthers(userId, keepSessionId, now);
      await repository.revokeUserTokens(userId, now, keepSessionId);
      announceEnded(keepSessionId === undefined ? { userId } : { userId, exceptSessionId: keepSessionId });
      return ended;
    },

    /** The user's active sessions (devices), `current` marking the one of `currentSessionId`. */
    async listOf(userId: string, currentSessionId: string): Promise<AccountSession[]> {
      const rows = await repository.activeSessionsOf(userId, clock());
      return rows.map((row) => ({
        id: row.familyId,
        userAgent: row.userAgent,
        ipHint: ipHint(row.ip),
        startedAt: row.startedAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.familyId === currentSessionId,
      }));
    },

    /**
     * Ends one session of the user: its refresh token stops working and its access tokens at their next call
     * (`authenticate` checks the family). `NOT_FOUND` for a session that is not an active one of this user.
     */
    async endOneOf(userId: string, sessionId: string): Promise<void> {
      const revoked = await repository.revokeFamilyOf(userId, sessionId, clock());
      if (revoked === 0) throw new AppError('NOT_FOUND', 'Sesi tidak ditemukan.');
      announceEnded({ userId, sessionId });
    },

    /** Calls `listener` after sessions were ended (it must not throw); returns the unsubscribe function. */
    onEnded(listener: EndedSessionsListener): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /**
     * The caller of an `Authorization: <token>` / `Bearer <token>` header: a valid access token whose session is
     * still active, of an existing account; `UNAUTHENTICATED` otherwise, `ACCOUNT_SUSPENDED` for a suspended one.
     */
    async authenticate(authorization: string | undefined): Promise<RequestUser> {
      const token = tokenFromAuthorization(authorization);
      if (!token) throw new AppError('UNAUTHENTICATED');
      const claims = await tokens.verify(token);
      const [user, active] = await Promise.all([
        users.findById(claims.sub),
        repository.isFamilyActive(claims.sid, clock()),
      ]);
      // A deleted account's tokens die with it at once (ADR 0051), before its sessions are even revoked.
      if (!user || user.deletedAt) throw new AppError('UNAUTHENTICATED');
      if (user.suspendedAt) throw suspended();
      if (!active) {
        throw new AppError('UNAUTHENTICATED', 'Sesi Anda telah berakhir. Silakan masuk kembali.');
      }
      return { id: user.id, scope: user.scope, sessionId: claims.sid, account: user };
    },
  };
}
