import {
  ACTIVATION_WEB_PATH,
  FORGOT_PASSWORD_WEB_PATH,
  type Session,
  SIGN_IN_WEB_PATH,
  type SignUpBody,
} from '@scola/contracts';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../mail';
import type { UserRow, UsersService } from '../users';
import { activationMail, signUpAttemptMail } from './auth-mails';
import type { AuthRepository } from './auth.repository';
import { hashToken, randomToken } from './secrets';
import type { ClientInfo, Sessions } from './sessions';

export interface RegistrationServiceDeps {
  repository: AuthRepository;
  users: UsersService;
  sessions: Sessions;
  mailer: { send(message: MailMessage): Promise<void> };
  config: Pick<AppConfig, 'auth' | 'publicUrl'>;
  clock: () => Date;
  /** Runs work after the answer (so answers take the same time whether or not an account exists). */
  defer: (name: string, task: () => Promise<void>) => void;
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/**
 * Sign-up that cannot be used to find out who has an account (ADR 0013): every sign-up is answered the same way at
 * once, and what differs happens by e-mail to the address's owner. New accounts start unactivated; the activation
 * link proves the address and signs its owner in.
 */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { repository, users, sessions, mailer, config, clock, defer } = deps;
  const ttlMinutes = config.auth.activationTtlMinutes;
  const webLink = (path: string) => `${config.publicUrl}/#${path}`;

  async function sendActivationLink(user: UserRow): Promise<void> {
    const token = randomToken();
    await repository.insertActivationToken({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock().getTime() + ttlMinutes * 60_000),
    });
    const url = `${webLink(ACTIVATION_WEB_PATH)}?token=${encodeURIComponent(token)}`;
    await mailer.send(activationMail(user.email, user.name, { url, token, ttlMinutes }));
  }

  async function tellOwner(user: UserRow): Promise<void> {
    if (user.suspendedAt || user.deletedAt) return;
    await mailer.send(
      signUpAttemptMail(user.email, user.name, {
        signIn: webLink(SIGN_IN_WEB_PATH),
        forgotPassword: webLink(FORGOT_PASSWORD_WEB_PATH),
      }),
    );
  }

  return {
    /**
     * Always accepted: the lookup, the account and the e-mail happen after the answer. A new address gets an
     * unactivated student account and an activation link; a registered one (activated or not) an e-mail telling
     * its owner, with the ways to sign in or reset the password. An existing account is never changed.
     */
    signUp(body: SignUpBody): void {
      defer('sign-up', async () => {
        const existing = await users.findByEmail(body.email);
        if (existing) return tellOwner(existing);
        let created: UserRow;
        try {
          created = await users.createUser({
            name: body.name,
            email: body.email,
            password: body.password,
            scope: ['student'],
            activated: false,
          });
        } catch (error) {
          // Signed up twice at once: the other request created it.
          if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
          const raced = await users.findByEmail(body.email);
          if (!raced) throw error;
          return tellOwner(raced);
        }
        await sendActivationLink(created);
      });
    },

    /** Opens an activation link (single use, expiring): activates the account and signs its owner in. */
    async activate(token: string, client: ClientInfo): Promise<Session> {
      const now = clock();
      const userId = await repository.consumeActivationToken(hashToken(token), now);
      const found = userId ? await users.findById(userId) : null;
      if (!found) throw new AppError('INVALID_ACTIVATION_TOKEN');
      const user = await users.activate(found.id);
      await repository.invalidateActivationTokens(user.id, now);
      return sessions.start(user, client);
    },

    /** Always accepted; only an existing, not yet activated (and not suspended) account gets a new link. */
    resendActivation(email: string): void {
      defer('activation-mail', async () => {
        const user = await users.findByEmail(email);
        if (!user || user.activatedAt || user.suspendedAt || user.deletedAt) return;
        await sendActivationLink(user);
      });
    },
  };
}
