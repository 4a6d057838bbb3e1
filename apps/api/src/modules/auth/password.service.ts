import { RESET_PASSWORD_WEB_PATH } from '@scola/contracts';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../mail';
import { type RequestUser, type UsersService, verifyPassword } from '../users';
import { resetPasswordMail } from './auth-mails';
import type { AuthRepository } from './auth.repository';
import { emailKey, hashToken, randomToken } from './secrets';
import type { Sessions } from './sessions';
import type { SignInGuard } from './sign-in-guard';

export interface PasswordServiceDeps {
  repository: AuthRepository;
  users: UsersService;
  sessions: Sessions;
  guard: SignInGuard;
  mailer: { send(message: MailMessage): Promise<void> };
  config: Pick<AppConfig, 'auth' | 'publicUrl'>;
  clock: () => Date;
  /** Runs work after the answer (so answers take the same time whether or not an account exists). */
  defer: (name: string, task: () => Promise<void>) => void;
}

export type PasswordService = ReturnType<typeof createPasswordService>;

/** Forgotten password (e-mailed single-use link), reset, and change by the signed-in user. */
export function createPasswordService(deps: PasswordServiceDeps) {
  const { repository, users, sessions, guard, mailer, config, clock, defer } = deps;
  const ttlMinutes = config.auth.passwordResetTtlMinutes;

  return {
    /**
     * Always accepted, whether or not the e-mail has an account (no enumeration): the lookup and the e-mail happen
     * after the answer. Accounts that are not suspended (activated or not) get a link
     * `<PUBLIC_URL>/#/reset-password?token=…`.
     */
    requestReset(email: string): void {
      defer('password-reset-mail', async () => {
        const user = await users.findByEmail(email);
        // A deleted account (ADR 0051) has an undeliverable address and must never get a password again.
        if (!user || user.suspendedAt || user.deletedAt) return;
        const token = randomToken();
        const now = clock();
        await repository.insertResetToken({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
        });
        const url = `${config.publicUrl}/#${RESET_PASSWORD_WEB_PATH}?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail(user.email, user.name, { url, token, ttlMinutes }));
      });
    },

    /**
     * Sets a new password with a reset link's token (single use), ending every session of the account. The link
     * proves the address: a not yet activated account is activated (and its activation links end), and the
     * address's failed sign-ins are forgotten.
     */
    async reset(token: string, password: string): Promise<void> {
      const now = clock();
      const userId = await repository.consumeResetToken(hashToken(token), now);
      const user = userId ? await users.findById(userId) : null;
      if (!user || user.deletedAt) throw new AppError('INVALID_RESET_TOKEN');
      await users.setPassword(user.id, password);
      await repository.invalidateResetTokens(user.id, now);
      if (!user.activatedAt) {
        await users.activate(user.id);
        await repository.invalidateActivationTokens(user.id, now);
      }
      await sessions.endAllOf(user.id);
      await guard.forget(emailKey(user.email));
    },

    /** Changes the password of the signed-in user; their other sessions end, this one stays. */
    async change(user: RequestUser, currentPassword: string, newPassword: string): Promise<void> {
      if (!(await verifyPassword(user.account.passwordHash, currentPassword))) {
        throw new AppError('INVALID_CURRENT_PASSWORD', undefined, [
          {
            location: 'body',
            path: 'currentPassword',
            code: 'custom',
            message: 'Kata sandi saat ini salah.',
          },
        ]);
      }
      await users.setPassword(user.id, newPassword);
      await repository.invalidateResetTokens(user.id, clock());
      await sessions.endAllOf(user.id, user.sessionId);
    },
  };
}
