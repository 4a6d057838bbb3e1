import { randomBytes } from 'node:crypto';
import type { AuthConfig, GoogleSignInBody, Session, SignInBody, SignUpBody } from '@scola/contracts';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../plugins/errors/app-error';
import { hashPassword, type UserRow, type UsersService, verifyPassword } from '../users';
import type { AuthRepository } from './auth.repository';
import type { GoogleVerifier } from './google';
import { emailKey } from './secrets';
import type { ClientInfo, Sessions } from './sessions';

export interface AuthServiceDeps {
  repository: AuthRepository;
  users: UsersService;
  sessions: Sessions;
  /** `null` when Google sign-in is disabled (no `GOOGLE_CLIENT_ID`). */
  google: GoogleVerifier | null;
  config: Pick<AppConfig, 'auth' | 'google'>;
  clock: () => Date;
}

/**
 * A hash of a random password, verified against when the e-mail has no account (or no password), so that an
 * unknown address costs the same time as a wrong password and the answers cannot be told apart.
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS');

function lockedError(lockedUntil: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'ACCOUNT_LOCKED',
    `Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam ${minutes} menit atau atur ulang kata sandi Anda.`,
    { retryAfterSeconds: seconds },
    { retryAfterSeconds: seconds },
  );
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ repository, users, sessions, google, config, clock }: AuthServiceDeps) {
  const lockRule = {
    attempts: config.auth.lockoutAttempts,
    windowMs: config.auth.lockoutMinutes * 60_000,
    lockMs: config.auth.lockoutMinutes * 60_000,
  };

  return {
    /**
     * E-mail and password sign-in. Wrong password and unknown e-mail get the same answer in about the same time;
     * `AUTH_LOCKOUT_ATTEMPTS` failures lock the address for `AUTH_LOCKOUT_MINUTES` (counted in the database).
     */
    async signIn(body: SignInBody, client: ClientInfo): Promise<Session> {
      const key = emailKey(body.email);
      const failures = await repository.findSignInFailures(key);
      const now = clock();
      if (failures?.lockedUntil && failures.lockedUntil > now) throw lockedError(failures.lockedUntil, now);

      const user = await users.findByEmail(body.email);
      const passwordHash = user?.passwordHash ?? (await getDummyHash());
      const valid = (await verifyPassword(passwordHash, body.password)) && Boolean(user?.passwordHash);
      if (!user || !valid) {
        await repository.recordSignInFailure(key, clock(), lockRule);
        throw invalidCredentials();
      }
      if (failures) await repository.clearSignInFailures(key);
      return sessions.start(user, client);
    },

    /** Creates a student account and signs it in. */
    async signUp(body: SignUpBody, client: ClientInfo): Promise<Session> {
      const user = await users.createUser({
        name: body.name,
        email: body.email,
        password: body.password,
        scope: ['student'],
      });
      return sessions.start(user, client);
    },

    /**
     * Exchanges a verified Google ID token for a product session: the account linked to this Google subject, else
     * the account with the same e-mail (then linked), else a new student account without a password.
     */
    async signInWithGoogle(body: GoogleSignInBody, client: ClientInfo): Promise<Session> {
      if (!google) throw new AppError('GOOGLE_DISABLED');
      const identity = await google.verify(body.idToken, body.nonce);

      const linked = await repository.findIdentity('google', identity.subject);
      let user: UserRow | null = linked ? await users.findById(linked.userId) : null;
      if (!user) {
        user = await users.findByEmail(identity.email);
        if (!user) {
          try {
            user = await users.createUser({
              email: identity.email,
              name: identity.name,
              password: null,
              scope: ['student'],
              photoUrl: identity.photoUrl,
            });
          } catch (error) {
            // Created concurrently (a double click): use that account.
            if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
            user = await users.findByEmail(identity.email);
            if (!user) throw error;
          }
        }
        const link = await repository.linkIdentity({
          userId: user.id,
          provider: 'google',
          subject: identity.subject,
          email: identity.email,
        });
        if (link && link.userId !== user.id) user = await users.getById(link.userId);
      }
      return sessions.start(user, client);
    },

    refresh: (refreshToken: string, client: ClientInfo) => sessions.refresh(refreshToken, client),

    signOut: (refreshToken: string) => sessions.end(refreshToken),

    /** Public sign-in settings for the web (no secrets). */
    authConfig(): AuthConfig {
      const { clientId, authorizationEndpoint, userinfoEndpoint } = config.google;
      return { google: clientId ? { clientId, authorizationEndpoint, userinfoEndpoint } : null };
    },
  };
}
