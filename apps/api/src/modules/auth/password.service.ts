import { RESET_PASSWORD_WEB_PATH } from '@scola/contracts';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../plugins/errors/app-error';
import type { RequestUser } from '../../plugins/request-user';
import type { MailMessage } from '../mail';
import { type UsersService, verifyPassword } from '../users';
import type { AuthRepository } from './auth.repository';
import { emailKey, hashToken, randomToken } from './secrets';
import type { Sessions } from './sessions';

export interface PasswordServiceDeps {
  repository: AuthRepository;
  users: UsersService;
  sessions: Sessions;
  mailer: { send(message: MailMessage): Promise<void> };
  config: Pick<AppConfig, 'auth' | 'publicUrl'>;
  clock: () => Date;
  /** Runs work after the answer (so answers take the same time whether or not an account exists). */
  defer: (name: string, task: () => Promise<void>) => void;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const duration = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} jam` : `${minutes} menit`);

/** The forgotten-password e-mail (Indonesian). */
export function resetPasswordMail(to: string, name: string, link: string, ttlMinutes: number): MailMessage {
  const valid = duration(ttlMinutes);
  const text = [
    `Halo ${name},`,
    '',
    'Kami menerima permintaan untuk mengatur ulang kata sandi akun Scola Anda. Buka tautan berikut untuk membuat',
    `kata sandi baru. Tautan ini berlaku ${valid} dan hanya dapat dipakai sekali:`,
    '',
    link,
    '',
    'Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.',
    '',
    'Salam,',
    'Tim Scola',
  ].join('\n');
  const html = `<p>Halo ${escapeHtml(name)},</p>
<p>Kami menerima permintaan untuk mengatur ulang kata sandi akun Scola Anda. Tautan ini berlaku ${valid} dan hanya dapat dipakai sekali.</p>
<p><a href="${escapeHtml(link)}">Atur ulang kata sandi</a></p>
<p>Jika tombol tidak berfungsi, salin alamat ini ke peramban Anda:<br>${escapeHtml(link)}</p>
<p>Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.</p>
<p>Salam,<br>Tim Scola</p>`;
  return { to, subject: 'Atur ulang kata sandi akun Scola Anda', text, html };
}

export type PasswordService = ReturnType<typeof createPasswordService>;

/** Forgotten password (e-mailed single-use link), reset, and change by the signed-in user. */
export function createPasswordService(deps: PasswordServiceDeps) {
  const { repository, users, sessions, mailer, config, clock, defer } = deps;
  const ttlMinutes = config.auth.passwordResetTtlMinutes;

  return {
    /**
     * Always accepted, whether or not the e-mail has an account (no enumeration): the lookup and the e-mail happen
     * after the answer. Active accounts get a link `<PUBLIC_URL>/#/reset-password?token=…`.
     */
    requestReset(email: string): void {
      defer('password-reset-mail', async () => {
        const user = await users.findByEmail(email);
        if (!user || user.suspendedAt) return;
        const token = randomToken();
        const now = clock();
        await repository.insertResetToken({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
        });
        const link = `${config.publicUrl}/#${RESET_PASSWORD_WEB_PATH}?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail(user.email, user.name, link, ttlMinutes));
      });
    },

    /** Sets a new password with a reset link's token (single use), ending every session of the account. */
    async reset(token: string, password: string): Promise<void> {
      const now = clock();
      const userId = await repository.consumeResetToken(hashToken(token), now);
      const user = userId ? await users.findById(userId) : null;
      if (!user) throw new AppError('INVALID_RESET_TOKEN');
      await users.setPassword(user.id, password);
      await repository.invalidateResetTokens(user.id, now);
      await sessions.endAllOf(user.id);
      await repository.clearSignInFailures(emailKey(user.email));
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
