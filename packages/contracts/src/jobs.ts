import { z } from 'zod';
import { dataOf, listOf, paginationQuerySchema } from './common';

/** A queue of the job queue: one per event consumer (`<topic>/<consumer>`), per schedule, and the dead letters. */
export const jobQueueSchema = z
  .object({
    name: z.string(),
    kind: z.enum(['event', 'schedule', 'dead-letter']),
    /** Jobs waiting to be taken now. */
    ready: z.number().int(),
    /** Jobs waiting for their time: a retry's back-off, or a later start. */
    waiting: z.number().int(),
    active: z.number().int(),
    /** Jobs that failed their last attempt (kept until the queue's retention removes them). */
    failed: z.number().int(),
    completed: z.number().int(),
  })
  .meta({ id: 'JobQueue' });
export type JobQueue = z.infer<typeof jobQueueSchema>;
export const jobQueuesResponseSchema = dataOf(z.array(jobQueueSchema));

/** An event or scheduled job that failed every attempt. */
export const failedJobSchema = z
  .object({
    id: z.uuid(),
    queue: z.string(),
    /** The event's idempotency key (e.g. the order id); null for scheduled jobs. */
    key: z.string().nullable(),
    /** The last attempt's error message. */
    error: z.string().nullable(),
    attempts: z.number().int(),
    failedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'FailedJob' });
export type FailedJob = z.infer<typeof failedJobSchema>;
export const failedJobListSchema = listOf(failedJobSchema);

/** `GET /api/admin/jobs/failed`: most recent failure first. */
export const failedJobListQuerySchema = paginationQuerySchema;
export type FailedJobListQuery = z.infer<typeof failedJobListQuerySchema>;
