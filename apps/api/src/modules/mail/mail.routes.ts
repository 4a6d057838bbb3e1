import { errorBodySchema, outboxListQuerySchema, outboxListSchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MailService } from './mail.service';

/** Admin: the e-mails written to the outbox (the default when no SMTP server is configured). */
export const mailAdminRoutes: FastifyPluginCallback<{ service: MailService }> = (
  fastify,
  { service },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['Admin'],
        summary: 'List outbox e-mails, newest first (admin)',
        security: [{ accessToken: [] }],
        querystring: outboxListQuerySchema,
        response: { 200: outboxListSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request) => service.listOutbox(request.query),
  );

  done();
};
