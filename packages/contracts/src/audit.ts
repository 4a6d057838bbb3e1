import { z } from 'zod';
import { listOf, MAX_PAGE_SIZE } from './common';

/** One row of the audit log: who did what to which record, before and after, when and from where. */
export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    /** The admin who made the change; null for changes made by the system. */
    actorId: z.uuid().nullable(),
    /** The actor's e-mail as it was when the change was made (the account may change later). */
    actorEmail: z.string().nullable(),
    /** `<entity>.<verb>`, e.g. `subject.create`, `expertise.archive`. */
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    /** The record before the change (null for a creation). */
    before: z.record(z.string(), z.unknown()).nullable(),
    /** The record after the change (null for a deletion). */
    after: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntryListSchema = listOf(auditEntrySchema);

/** `GET /api/admin/audit`: newest first; every filter optional. `dari`/`sampai` bound `createdAt` (inclusive/exclusive). */
export const auditListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  actor: z.uuid().optional(),
  action: z.string().trim().min(1).max(80).optional(),
  entityType: z.string().trim().min(1).max(40).optional(),
  entityId: z.string().trim().min(1).max(80).optional(),
  dari: z.iso.datetime().optional(),
  sampai: z.iso.datetime().optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
