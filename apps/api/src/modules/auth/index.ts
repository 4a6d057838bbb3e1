import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { usersServiceFor } from '../users';
import { accountSessionsRoutes } from './account-sessions.routes';
import { createAccessTokens } from './access-tokens';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createGoogleVerifier } from './google';
import { createPasswordService } from './password.service';
import { createRegistrationService } from './registration.service';
import { createSessions } from './sessions';
import { createSignInGuard } from './sign-in-guard';

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
export { eraseAuthData, hasGoogleLink, identitiesForExport } from './account-data.repository';

/** Sessions (refresh-token families and access tokens) over a database, signing with `secret`. */
export function sessionsFor(db: Database, secret: string, clock: () => Date) {
  return createSessions({
    repository: createAuthRepository(db),
    users: usersServiceFor(db),
    tokens: createAccessTokens({ secret, clock }),
    secret,
    clock,
  });
}

/** What the e-mailing services need, over the app's database, sessions, mailer and clock. */
function mailingOf(app: FastifyInstance) {
  const { config, clock } = app;
  const repository = createAuthRepository(app.db.db);
  const users = usersServiceFor(app.db.db);
  const guard = createSignInGuard({ repository, config, clock });
  const defer = (name: string, task: () => Promise<void>) => app.background.run(name, task);
  return {
    guard,
    mailing: { repository, users, sessions: app.sessions, mailer: app.mailer, config, clock, defer },
  };
}

/**
 * Sends the forgotten-password e-mail of the account with this address, exactly as `lupa-password` does (after the
 * answer; a suspended account gets none). For the admin console's "send a reset link".
 */
export function passwordResetMailerFor(app: FastifyInstance): (email: string) => void {
  const { guard, mailing } = mailingOf(app);
  const passwords = createPasswordService({ ...mailing, guard });
  return (email) => passwords.requestReset(email);
}

/**
 * Routes under the API prefix: `/auth/config`, `/auth/scola/{signin,signup,activate,resend-activation,refresh,
 * signout,google,lupa-password,reset-password}`, `PUT /akun/password`, `/akun/sesi…` and `/akun/google`. Needs the auth plugin (`app.sessions`) and the mail plugin.
 */
export const authModule: FastifyPluginAsync = async (app) => {
  const { config, clock } = app;
  const { clientId } = config.google;
  const google = clientId ? createGoogleVerifier({ ...config.google, clientId }, clock) : null;
  const { guard, mailing } = mailingOf(app);
  const { repository, users } = mailing;
  const auth = createAuthService({ repository, users, sessions: app.sessions, guard, google, config, clock });
  const registration = createRegistrationService(mailing);
  const passwords = createPasswordService({ ...mailing, guard });
  await app.register(authRoutes, {
    auth,
    registration,
    passwords,
    rateLimitPerMinute: config.auth.rateLimitPerMinute,
  });
  await app.register(accountSessionsRoutes, { sessions: app.sessions, repository, auth });
};
