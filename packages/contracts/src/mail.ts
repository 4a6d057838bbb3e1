import { z } from 'zod';
import { listOf, paginationQuerySchema } from './common';

/** An e-mail the API wrote to its outbox (the default when no SMTP server is configured). */
export const outboxMessageSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = listOf(outboxMessageSchema);

/** `GET /api/admin/outbox`: newest first. */
export const outboxListQuerySchema = paginationQuerySchema;
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
