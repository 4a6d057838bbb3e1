import { randomBytes } from 'node:crypto';
import type { AuthConfig, GoogleSignInBody, Session, SignInBody } from '@scola/contracts';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { hashPassword, passwordHashCost, type UserRow, type UsersService, verifyPassword } from '../users';
import type { AuthRepository } from './auth.repository';
import type { UserIdentityRow } from './auth.tables';
import type { GoogleVerifier } from './google';
import { emailKey } from './secrets';
import type { ClientInfo, Sessions } from './sessions';
import type { SignInGuard } from './sign-in-guard';

export interface AuthServiceDeps {
  repository: AuthRepository;
  users: UsersService;
  sessions: Sessions;
  guard: SignInGuard;
  /** `null` when Google sign-in is disabled (no `GOOGLE_CLIENT_ID`). */
  google: GoogleVerifier | null;
  config: Pick<AppConfig, 'google'>;
  clock: () => Date;
}

/**
 * A hash of a random password, verified against when the e-mail has no account (or no password), so that an
 * unknown address costs the same time as a wrong password and the answers cannot be told apart. Made at the cost
 * new hashes are made at (`PASSWORD_HASH_*`): one in production, where the cost is set once at start.
 */
const dummyHashes = new Map<string, Promise<string>>();
function getDummyHash(): Promise<string> {
  const { memoryKib, iterations } = passwordHashCost();
  const key = `${memoryKib}:${iterations}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(24).toString('base64url'));
    dummyHashes.set(key, dummy);
  }
  return dummy;
}

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS');

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({
  repository,
  users,
  sessions,
  guard,
  google,
  config,
  clock,
}: AuthServiceDeps) {
  /** Once the owner proved the address another way, activation links must not open the account any more. */
  async function activatedThroughProvider(user: UserRow): Promise<UserRow> {
    if (user.activatedAt) return user;
    const activated = await users.activateThroughProvider(user.id);
    await repository.invalidateActivationTokens(user.id, clock());
    return activated;
  }

  return {
    /**
     * E-mail and password sign-in. Wrong password and unknown e-mail get the same answer in about the same time;
     * repeated failures lock the address for their source and slow it down for everyone else (`SignInGuard`).
     * An account whose address is not proven yet answers `ACCOUNT_NOT_ACTIVATED`, but only to the right password.
     */
    async signIn(body: SignInBody, client: ClientInfo): Promise<Session> {
      const key = emailKey(body.email);
      const source = client.ip ?? '';
      const user = await users.findByEmail(body.email);
      await guard.admit(key, source, user?.id ?? null);

      const passwordHash = user?.passwordHash ?? (await getDummyHash());
      const valid = (await verifyPassword(passwordHash, body.password)) && Boolean(user?.passwordHash);
      if (!user || !valid) {
        await guard.failed(key, source);
        throw invalidCredentials();
      }
      await guard.succeeded(key, source);
      if (!user.activatedAt && !user.suspendedAt) throw new AppError('ACCOUNT_NOT_ACTIVATED');
      return sessions.start(user, client);
    },

    /**
     * Exchanges a verified Google ID token for a product session: the account linked to this Google subject, else
     * the account with the same e-mail (then linked), else a new student account without a password. An account
     * whose owner unlinked Google in the settings is not linked again by its e-mail (`GOOGLE_LINK_REFUSED`, ADR
     * 0058): the owner signs in with the password and links Google from the settings.
     */
    async signInWithGoogle(body: GoogleSignInBody, client: ClientInfo): Promise<Session> {
      if (!google) throw new AppError('GOOGLE_DISABLED');
      const identity = await google.verify(body.idToken, body.nonce);

      const linked = await repository.findIdentity('google', identity.subject);
      let user: UserRow | null = linked ? await users.findById(linked.userId) : null;
      if (!user) {
        user = await users.findByEmail(identity.email);
        if (user && (await repository.linkRefused(user.id, 'google')))
          throw new AppError('GOOGLE_LINK_REFUSED');
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
      // The provider verified the address.
      return sessions.start(await activatedThroughProvider(user), client);
    },

    /**
     * Links the Google account of a verified ID token to the signed-in account, at its owner's request from the
     * settings (any Google address: the owner proved both); lifts an earlier refusal. A Google account linked to
     * another Scola account is refused (`GOOGLE_ACCOUNT_IN_USE`).
     */
    async linkGoogle(userId: string, body: GoogleSignInBody): Promise<UserIdentityRow> {
      if (!google) throw new AppError('GOOGLE_DISABLED');
      const identity = await google.verify(body.idToken, body.nonce);
      const holder = await repository.linkIdentityExplicitly({
        userId,
        provider: 'google',
        subject: identity.subject,
        email: identity.email,
      });
      if (!holder || holder.userId !== userId) throw new AppError('GOOGLE_ACCOUNT_IN_USE');
      return holder;
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
