import type { AuditEntry, AuditListQuery } from '@scola/contracts';
import type { Database } from '../../db/client';
import { type AuditRow, createAuditRepository } from './audit.repository';

/** Who made a change and from where (taken from the request by the route). */
export interface AuditActor {
  id: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** One change to record: `action` is `<entity>.<verb>`; `before`/`after` are the record's wire shapes. */
export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string;
  before: object | null;
  after: object | null;
}

/** JSON copy of a record (dates become ISO strings), as it is stored and shown. */
const snapshot = (value: object | null): Record<string, unknown> | null =>
  value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

/**
 * Writes one audit row with `tx`: pass the transaction of the change itself, so that the change and its audit row
 * commit or roll back together.
 */
export async function recordAudit(tx: Database, actor: AuditActor, change: AuditChange): Promise<void> {
  await createAuditRepository(tx).insert({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: snapshot(change.before),
    after: snapshot(change.after),
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 400) ?? null,
  });
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
  ip: row.ip,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first, filtered and paginated. */
export async function listAudit(db: Database, query: AuditListQuery) {
  const { rows, total } = await createAuditRepository(db).list(
    {
      actorId: query.actor,
      action: query.action,
      entityType: query.entityType,
      entityId: query.entityId,
      from: query.dari ? new Date(query.dari) : undefined,
      to: query.sampai ? new Date(query.sampai) : undefined,
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { data: rows.map(toEntry), meta: { page: query.page, pageSize: query.pageSize, total } };
}
