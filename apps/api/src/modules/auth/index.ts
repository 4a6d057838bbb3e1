import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { usersServiceFor } from '../users';
import { createAccessTokens } from './access-tokens';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createGoogleVerifier } from './google';
import { createPasswordService } from './password.service';
import { createSessions } from './sessions';

export { ACCESS_TOKEN_TTL_SECONDS, tokenFromAuthorization, type AccessTokens } from './access-tokens';
export { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret';
export {
  REFRESH_TOKEN_TTL_MS,
  type ClientInfo,
  type EndedSessions,
  type EndedSessionsListener,
  type Sessions,
} from './sessions';
export { hashToken } from './secrets';

/** Sessions (refresh-token families and access tokens) over a database, signing with `secret`. */
export function sessionsFor(db: Database, secret: string, clock: () => Date) {
  return createSessions({
    repository: createAuthRepository(db),
    users: usersServiceFor(db),
    tokens: createAccessTokens({ secret, clock }),
    clock,
  });
}

/**
 * Routes under the API prefix: `/auth/config`, `/auth/scola/{signin,signup,refresh,signout,google,lupa-password,
 * reset-password}` and `PUT /akun/password`. Needs the auth plugin (`app.sessions`) and the mail plugin.
 */
export const authModule: FastifyPluginAsync = async (app) => {
  const { config, clock } = app;
  const repository = createAuthRepository(app.db.db);
  const users = usersServiceFor(app.db.db);
  const { clientId } = config.google;
  const google = clientId ? createGoogleVerifier({ ...config.google, clientId }, clock) : null;
  const auth = createAuthService({ repository, users, sessions: app.sessions, google, config, clock });
  const passwords = createPasswordService({
    repository,
    users,
    sessions: app.sessions,
    mailer: app.mailer,
    config,
    clock,
    defer: (name, task) => app.background.run(name, task),
  });
  await app.register(authRoutes, { auth, passwords, rateLimitPerMinute: config.auth.rateLimitPerMinute });
};
