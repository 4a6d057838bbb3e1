import {
  categoryOfKind,
  type NotificationCategory,
  type NotificationChannel,
  type NotificationKind,
} from '@scola/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { resolveJwtSecret } from '../modules/auth';
import {
  notificationInboxFor,
  type NotificationRow,
  type UnsubscribeTokens,
  unsubscribeTokensFor,
} from '../modules/notifications';
import { usersServiceFor } from '../modules/users';
import { digestMail, type MailLinks, reminderMail } from './notification-mail-text';

/**
 * Kinds e-mailed as they happen (ADR 0044): only what is urgent and has no e-mail of its own. Reschedules,
 * cancellations, decisions and payment receipts are mailed by their own consumers; everything else waits for the
 * daily digest of those who chose it, and is left out of it once read in the app.
 */
const MAILED_AT_ONCE: ReadonlySet<NotificationKind> = new Set(['session.reminder', 'studyRoom.reminder']);
export const DIGEST_JOB = 'notification-digest';
/** 00:00 UTC is 07:00 in Jakarta: the digest is there in the morning. */
export const DIGEST_CRON = '0 0 * * *';
/** Older unread notifications are not worth a digest any more. */
const DIGEST_LOOKBACK_MS = 7 * 24 * 60 * 60_000;

function linksOf(
  app: FastifyInstance,
  tokens: UnsubscribeTokens,
  userId: string,
  category: NotificationCategory,
  channel: NotificationChannel,
  open: string,
): MailLinks {
  const token = encodeURIComponent(tokens.sign(userId, category, channel));
  const base = app.config.publicUrl;
  return {
    open,
    unsubscribePage: `${base}/#/notifikasi/berhenti?token=${token}`,
    unsubscribeApi: `${base}/api/notifikasi/berhenti?token=${token}`,
  };
}

/** The page a reminder leads to: the class, the tutor's rooms or the study room. */
function openLinkOf(app: FastifyInstance, row: NotificationRow): string {
  const base = app.config.publicUrl;
  if (row.kind !== 'studyRoom.reminder') return `${base}/#/kelas/detail/${String(row.params.classId)}`;
  if (row.params.asTutor === true) return `${base}/#/tutor/study-room`;
  return `${base}/#/study-room/${String(row.params.roomId)}`;
}

async function emailOnFor(tx: Database, userId: string, category: NotificationCategory) {
  const choices = await notificationInboxFor(tx).preferences(userId);
  return choices.find((choice) => choice.category === category)?.email ?? false;
}

/** Mails the reminders among `ids` that are still unread and whose category's e-mail is on; answers how many. */
export async function mailNotifications(
  app: FastifyInstance,
  tokens: UnsubscribeTokens,
  tx: Database,
  ids: readonly string[],
): Promise<number> {
  const inbox = notificationInboxFor(tx);
  const due = (await inbox.byIds(ids)).filter(
    (row) => MAILED_AT_ONCE.has(row.kind) && row.readAt === null && row.emailedAt === null,
  );
  let sent = 0;
  for (const row of due) {
    const category = categoryOfKind[row.kind];
    if (!(await emailOnFor(tx, row.userId, category))) continue;
    const user = await usersServiceFor(tx).getById(row.userId);
    const open = openLinkOf(app, row);
    const links = linksOf(app, tokens, row.userId, category, 'email', open);
    await app.mailer.send(reminderMail(row, user, links), { db: tx });
    await inbox.markEmailed([row.id], app.clock());
    sent += 1;
  }
  return sent;
}

/** The daily digest: per user and chosen category, the unread notifications no e-mail told of yet. */
export async function sendDigests(app: FastifyInstance, tokens: UnsubscribeTokens): Promise<number> {
  const now = app.clock();
  const candidates = await notificationInboxFor(app.db.db).digestCandidates(
    new Date(now.getTime() - DIGEST_LOOKBACK_MS),
  );
  let sent = 0;
  for (const { userId, rows } of candidates) {
    const byCategory = new Map<NotificationCategory, NotificationRow[]>();
    for (const row of rows) {
      const category = categoryOfKind[row.kind];
      byCategory.set(category, [...(byCategory.get(category) ?? []), row]);
    }
    await inTransaction(app.db.db, async (tx) => {
      const user = await usersServiceFor(tx).getById(userId);
      for (const [category, list] of byCategory) {
        const links = linksOf(app, tokens, userId, category, 'digest', `${app.config.publicUrl}/#/`);
        await app.mailer.send(digestMail(list, category, user, links), { db: tx });
        await notificationInboxFor(tx).markEmailed(
          list.map((row) => row.id),
          now,
        );
        sent += 1;
      }
    });
  }
  return sent;
}

/** The notifications' e-mail (ADR 0044): reminders as they are made, and the daily digest. */
export const notificationMailJobs: FastifyPluginAsync = async (app) => {
  const tokens = unsubscribeTokensFor(await resolveJwtSecret(app.config));
  app.jobs.consume('notification.created', 'email', async ({ payload }, delivery) => {
    await delivery.once(async (tx) => {
      await mailNotifications(
        app,
        tokens,
        tx,
        payload.notifications.map((item) => item.id),
      );
    });
  });
  app.jobs.every(DIGEST_JOB, DIGEST_CRON, async () => {
    const sent = await sendDigests(app, tokens);
    if (sent > 0) app.log.info({ sent }, 'notification digests sent');
  });
};
