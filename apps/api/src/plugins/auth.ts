import fp from 'fastify-plugin';
import { resolveJwtSecret, type Sessions, sessionsFor } from '../modules/auth';
import { AppError } from '../lib/app-error';

import type { RequestUser } from '../modules/users';

export { currentUser, type RequestUser } from '../modules/users';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product sessions: start, refresh, end, and authenticate access tokens. */
    sessions: Sessions;
  }
}

/**
 * Authentication: loads (or generates once) the JWT secret, decorates `app.sessions`, `request.user`, and the
 * `requireAuth` / `requireScope(...roles)` onRequest hooks routes opt into (before validation: 401 comes first).
 */
export const authPlugin = fp(
  async (app) => {
    const secret = await resolveJwtSecret(app.config);
    const sessions = sessionsFor(app.db.db, secret, app.clock);
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);

    const authenticate = async (request: {
      headers: { authorization?: string | undefined };
      user: RequestUser | null;
    }) => {
      request.user = await sessions.authenticate(request.headers.authorization);
      return request.user;
    };

    app.decorate('requireAuth', async (request) => {
      await authenticate(request);
    });
    app.decorate('requireScope', (...roles) => async (request) => {
      const user = await authenticate(request);
      if (!roles.some((role) => user.scope.includes(role))) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'scola-auth', dependencies: ['scola-app-context', 'scola-db'] },
);
