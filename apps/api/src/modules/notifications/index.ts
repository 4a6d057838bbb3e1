import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import { resolveJwtSecret } from '../auth';
import { notificationsRoutes } from './notifications.routes';
import { unsubscribeTokensFor } from './unsubscribe-token';

export type { NewNotification } from './notifications.repository';
export { notify } from './notify';
// The e-mail side (workflows, ADR 0044): the users' choices, what was e-mailed, the unsubscribe links.
export { createInboxRepository as notificationInboxFor, type InboxRepository } from './inbox.repository';
export { unsubscribeTokensFor, type UnsubscribeTokens } from './unsubscribe-token';
export type { NotificationRow } from './notifications.tables';

/** Routes under the API prefix: the bell's `/notifikasi…`, the preferences and the e-mails' unsubscribe. */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  const tokens = unsubscribeTokensFor(await resolveJwtSecret(app.config));
  await app.register(notificationsRoutes, { tokens });
};

/**
 * After commit, tells each notified user's open pages that their notifications changed (the bell refetches its
 * count); consumers for e-mail join the same topic.
 */
export const notificationJobs: FastifyPluginCallback = (app, _options, done) => {
  app.jobs.consume('notification.created', 'realtime', async ({ payload }) => {
    const userIds = new Set(payload.notifications.map((item) => item.userId));
    for (const userId of userIds) await app.realtime.toUser(userId, 'notifications.changed', {});
  });
  done();
};
// Demo data: notifications written without the outbox (the seed runs before the job queue).
export { createNotificationsRepository as notificationsWriterFor } from './notifications.repository';
export { eraseNotifications, notificationPreferencesForExport } from './account-data.repository';
