import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from './audit.tables';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actorId?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const parts = [
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The only code that touches `audit_log`: it inserts and reads, never updates or deletes. */
export function createAuditRepository(db: Database) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(row);
    },

    async list(filter: AuditFilter, page: { limit: number; offset: number }) {
      const where = whereOf(filter);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },
  };
}
