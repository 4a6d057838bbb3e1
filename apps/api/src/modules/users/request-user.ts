import type { Role } from '@scola/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { UserRow } from './users.service';

/**
 * Who is calling: set by `requireAuth` (plugins/auth) from a valid access token of an active, not suspended account. It
 * lives in the users module so that the modules' routes read it without importing plugins/ (plugins → modules only).
 */
export interface RequestUser {
  id: string;
  /** Roles as stored now (not as the token claimed when it was issued). */
  scope: Role[];
  /** Session (refresh-token family) the access token belongs to. */
  sessionId: string;
  account: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** `null` unless a `requireAuth` / `requireScope` hook ran. */
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 `UNAUTHENTICATED` without a valid token, 403 `ACCOUNT_SUSPENDED` for a suspended account. */
    requireAuth: onRequestAsyncHookHandler;
    /** onRequest hook: like `requireAuth`, then 403 `FORBIDDEN` unless the user has one of `roles`. */
    requireScope(...roles: Role[]): onRequestAsyncHookHandler;
  }
}

/** The signed-in user of a route guarded by `requireAuth` (throws `UNAUTHENTICATED` on an unguarded one). */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
