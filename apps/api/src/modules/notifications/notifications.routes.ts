import {
  errorBodySchema,
  idParamsSchema,
  notificationListSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  okResponseSchema,
  paginationQuerySchema,
  unreadNotificationsResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../users';
import { createInboxRepository, toNotification } from './inbox.repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

const tags = ['Notifikasi'];
const security = [{ accessToken: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The bell (ADR 0044): the signed-in user's own notifications, their read marks and e-mail choices; and the
 * e-mails' one-click unsubscribe, which needs no sign-in but a signed token.
 */
export const notificationsRoutes: FastifyPluginCallback<{ tokens: UnsubscribeTokens }> = (
  fastify,
  { tokens },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const inbox = createInboxRepository(app.db.db);
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058): the token in the query is what counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, next) =>
    next(null, undefined),
  );
  // Other devices' bells follow a read mark (the change has committed: each is one statement).
  const announce = (userId: string) => app.realtime.toUser(userId, 'notifications.changed', {});

  app.get(
    '/notifikasi',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s notifications, newest first, with how many are unread (`meta.unread`)',
        querystring: paginationQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total, unread } = await inbox.page(currentUser(request).id, page, pageSize);
      return { data: rows.map(toNotification), meta: { page, pageSize, total, unread } };
    },
  );

  app.get(
    '/notifikasi/belum-dibaca',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'How many of the caller’s notifications are unread (the bell’s badge)',
        response: { 200: unreadNotificationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { unread: await inbox.unreadOf(currentUser(request).id) } }),
  );

  app.post(
    '/notifikasi/:id/baca',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Mark one of the caller’s notifications read (another user’s is NOT_FOUND)',
        params: idParamsSchema,
        response: { 200: okResponseSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await inbox.markRead(userId, request.params.id, app.clock()))) {
        throw new AppError('NOT_FOUND', 'Notifikasi tidak ditemukan.');
      }
      await announce(userId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/notifikasi/baca-semua',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Mark every notification of the caller read',
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if ((await inbox.markAllRead(userId, app.clock())) > 0) await announce(userId);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/notifikasi/preferensi',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s e-mail and daily digest choice per category',
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { categories: await inbox.preferences(currentUser(request).id) },
    }),
  );

  app.put(
    '/notifikasi/preferensi',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Save the caller’s choices for the categories given (others keep theirs)',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await inbox.savePreferences(userId, request.body.categories, app.clock());
      return { data: { categories: await inbox.preferences(userId) } };
    },
  );

  const unsubscribeSchema = {
    tags,
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeResponseSchema, 400: errorBodySchema },
  };
  const verified = (token: string) => {
    const who = tokens.verify(token);
    if (!who) throw new AppError('NOTIFICATION_UNSUBSCRIBE_INVALID');
    return who;
  };

  app.get(
    '/notifikasi/berhenti',
    {
      schema: {
        ...unsubscribeSchema,
        summary:
          'Which category an e-mail’s unsubscribe token is for, and whether its e-mail is on (changes nothing: link scanners open links)',
      },
    },
    async (request) => {
      const { userId, category, channel } = verified(request.query.token);
      const choice = (await inbox.preferences(userId)).find((c) => c.category === category);
      return { data: { category, channel, on: choice?.[channel] ?? false } };
    },
  );

  app.post(
    '/notifikasi/berhenti',
    {
      schema: {
        ...unsubscribeSchema,
        summary:
          'One-click unsubscribe (RFC 8058): turn the token’s category and channel (e-mail or digest) off, no sign-in',
      },
    },
    async (request) => {
      const { userId, category, channel } = verified(request.query.token);
      await inbox.turnOff(userId, category, channel, app.clock());
      return { data: { category, channel, on: false } };
    },
  );

  done();
};
