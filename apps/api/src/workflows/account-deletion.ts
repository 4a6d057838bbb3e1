import type { AccountDeletionBody } from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/unit-of-work';
import { AppError } from '../lib/app-error';
import { keyOfPublicFileUrl } from '../lib/storage';
import { type AuditActor, recordAudit } from '../modules/audit';
import { eraseAuthData } from '../modules/auth';
import { eraseCalendarFeed } from '../modules/calendar-feeds';
import { eraseCart } from '../modules/cart';
import { eraseTutorProfile, upcomingClassSessionsOfTutor } from '../modules/catalogue';
import { eraseCollections } from '../modules/collections';
import { eraseDiscussionTraces } from '../modules/discussions';
import { createEarningsService } from '../modules/earnings';
import type { MailMessage } from '../modules/mail';
import { eraseNotifications } from '../modules/notifications';
import { upcomingStudyRoomsOfTutor } from '../modules/study-rooms';
import { eraseTutorApplications } from '../modules/tutor-applications';
import {
  ERASED_USER_NAME,
  eraseAccount,
  lockAccountForErasure,
  otherAdminsThan,
  type UserRow,
  verifyPassword,
} from '../modules/users';

/** The e-mail confirming a deletion, sent to the address before it is erased (Indonesian, plain text). */
export function accountDeletedMail(account: { name: string; email: string }, at: Date): MailMessage {
  const when = at.toLocaleString('id-ID', {
    timeZone: 'Asia/Jakarta',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const text = [
    `Halo ${account.name},`,
    '',
    `Akun Scola dengan email ini telah dihapus pada ${when} WIB atas permintaan Anda.`,
    'Data pribadi Anda (nama, email, nomor telepon, foto) sudah kami hapus dan semua sesi masuk telah diakhiri.',
    'Riwayat transaksi yang sudah dibayar tetap kami simpan tanpa identitas Anda, sesuai kewajiban pencatatan.',
    '',
    'Jika Anda tidak meminta penghapusan ini, segera hubungi layanan pelanggan Scola.',
    '',
    'Salam,',
    'Tim Scola',
  ].join('\n');
  return { to: account.email, subject: 'Akun Scola Anda telah dihapus', text };
}

/** Whether the owner confirmed: the password of a password account, the e-mail typed again for a Google-only one. */
async function confirmOwner(account: UserRow, body: AccountDeletionBody): Promise<void> {
  if (account.passwordHash) {
    if (!(await verifyPassword(account.passwordHash, body.password ?? ''))) {
      throw new AppError('ACCOUNT_DELETION_WRONG_PASSWORD', undefined, [
        {
          location: 'body',
          path: 'password',
          code: 'custom',
          message: 'Kata sandi yang kamu masukkan salah.',
        },
      ]);
    }
    return;
  }
  if ((body.email ?? '').trim().toLowerCase() !== account.email.toLowerCase()) {
    throw new AppError('ACCOUNT_DELETION_EMAIL_MISMATCH');
  }
}

/**
 * Deletes the signed-in account (UU PDP's right to erasure, ADR 0051), in one transaction holding the account's
 * row lock (a second request waits and then finds nothing to delete): confirmation, the refusals (last admin, a
 * tutor's sessions to come or balance), the e-mail to the old address (the outbox commits with the rest), each
 * module's erasure, the audit row. After the commit every session ends and the files go from storage.
 */
export async function deleteAccount(
  app: FastifyInstance,
  userId: string,
  body: AccountDeletionBody,
  actor: Omit<AuditActor, 'id' | 'email'>,
): Promise<void> {
  const now = app.clock();
  const files = await inTransaction(app.db.db, async (tx) => {
    const account = await lockAccountForErasure(tx, userId);
    if (!account) throw new AppError('NOT_FOUND', 'Akun ini sudah dihapus.');
    await confirmOwner(account, body);
    if (account.scope.includes('admin') && (await otherAdminsThan(tx, userId)) === 0) {
      throw new AppError('LAST_ADMIN');
    }
    if (
      (await upcomingClassSessionsOfTutor(tx, userId, now)) > 0 ||
      (await upcomingStudyRoomsOfTutor(tx, userId, now)) > 0
    ) {
      throw new AppError('ACCOUNT_DELETION_TUTOR_SESSIONS');
    }
    const earnings = createEarningsService({
      db: tx,
      clock: () => now,
      feePercent: app.config.platformFeePercent,
    });
    const balance = await earnings.balance(userId);
    if (balance.available > 0 || balance.pending > 0 || balance.reserved > 0) {
      throw new AppError('ACCOUNT_DELETION_TUTOR_BALANCE');
    }

    await app.mailer.send(accountDeletedMail(account, now), { db: tx });
    await eraseCart(tx, userId);
    await eraseCollections(tx, userId);
    await eraseNotifications(tx, userId);
    await eraseDiscussionTraces(tx, userId);
    await eraseCalendarFeed(tx, userId);
    await eraseAuthData(tx, userId);
    const documentKeys = await eraseTutorApplications(tx, userId);
    const tutorPhoto = await eraseTutorProfile(tx, userId, ERASED_USER_NAME);
    if (!(await eraseAccount(tx, userId, now))) throw new AppError('NOT_FOUND', 'Akun ini sudah dihapus.');
    await recordAudit(
      tx,
      { ...actor, id: userId, email: null },
      {
        action: 'account.delete',
        entityType: 'account',
        entityId: userId,
        before: { roles: account.scope, createdAt: account.createdAt },
        after: { deletedAt: now },
      },
    );
    return [
      ...documentKeys,
      ...[account.photoUrl, tutorPhoto.photoUrl].map(keyOfPublicFileUrl).filter((key) => key !== undefined),
    ];
  });
  await app.sessions.endAllOf(userId);
  for (const key of files) {
    await app.storage.delete(key).catch((error: unknown) => {
      app.log.warn({ err: error, key }, 'could not delete a file of a deleted account');
    });
  }
}
