import type { FastifyPluginCallback } from 'fastify';

export type { NewNotification } from './notifications.repository';
export { notify } from './notify';

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
