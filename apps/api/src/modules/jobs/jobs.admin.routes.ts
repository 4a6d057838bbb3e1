import {
  errorBodySchema,
  failedJobListQuerySchema,
  failedJobListSchema,
  idParamsSchema,
  jobQueuesResponseSchema,
  okResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { auditActorOf, recordAudit } from '../audit';
import type { Database } from '../../db/client';
import type { Outbox } from './outbox';
import type { AppTopics } from './topics';

const adminOnly = { 401: errorBodySchema, 403: errorBodySchema };

/** Admin: what the job queue holds, the events and scheduled jobs that failed for good, and trying one again. */
export const jobsAdminRoutes: FastifyPluginCallback<{ jobs: Outbox<AppTopics>; db: Database }> = (
  fastify,
  { jobs, db },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/jobs',
    {
      onRequest: app.requireScope('admin'),
      schema: {
        tags: ['Admin'],
        summary: 'Jobs per state of each queue: event consumers, schedules, dead letters (admin)',
        security: [{ accessToken: [] }],
        response: { 200: jobQueuesResponseSchema, ...adminOnly },
      },
    },
    async () => ({ data: await jobs.queues() }),
  );

  app.get(
    '/admin/jobs/failed',
    {
      onRequest: app.requireScope('admin'),
      schema: {
        tags: ['Admin'],
        summary: 'Events and scheduled jobs that failed every attempt, most recent first (admin)',
        security: [{ accessToken: [] }],
        querystring: failedJobListQuerySchema,
        response: { 200: failedJobListSchema, 400: errorBodySchema, ...adminOnly },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await jobs.failedJobs({ limit: pageSize, offset: (page - 1) * pageSize });
      return { data: rows, meta: { page, pageSize, total } };
    },
  );

  app.post(
    '/admin/jobs/failed/:id/retry',
    {
      onRequest: app.requireScope('admin'),
      schema: {
        tags: ['Admin'],
        summary: 'Give a failed job one more attempt, now (admin)',
        security: [{ accessToken: [] }],
        params: idParamsSchema,
        response: { 200: okResponseSchema, 400: errorBodySchema, 404: errorBodySchema, ...adminOnly },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await jobs.retryFailed(id)))
        throw new AppError('NOT_FOUND', 'Tugas gagal dengan ID itu tidak ditemukan.');
      // The queue keeps its jobs in its own tables (pg-boss's connection), so the audit row follows the retry
      // rather than sharing its transaction; a retry that did not happen is never recorded.
      await recordAudit(db, auditActorOf(request), {
        action: 'job.retry',
        entityType: 'job',
        entityId: id,
        before: { state: 'failed' },
        after: { state: 'retry' },
      });
      return { data: { ok: true as const } };
    },
  );

  done();
};
