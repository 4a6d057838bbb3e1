import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { auditActorOf, type AuditChange, recordAudit } from '../../audit';

/** Who edits in the tutor workspace: the tutor, or an admin (who passes the area's guard, ADR 0032). */
export interface ClassActor {
  userId: string;
  isAdmin: boolean;
  /** An admin's request: writes each change's audit row with the change's transaction (DESIGN §9, ADR 0020). */
  audit?: ((tx: Database, change: AuditChange) => Promise<void>) | null;
}

/** The caller of a tutor-workspace request; an admin's carries the audit sink of the request. */
export function classActorOf(
  request: FastifyRequest,
  user: { id: string; scope: readonly string[] },
): ClassActor {
  const isAdmin = user.scope.includes('admin');
  const actor = auditActorOf(request);
  return {
    userId: user.id,
    isAdmin,
    audit: isAdmin ? (tx, change) => recordAudit(tx, actor, change) : null,
  };
}

/** The values `changes` replaced in `row`, for the audit row's `before`. */
export const previousOf = (row: object, changes: object): Record<string, unknown> =>
  Object.fromEntries(Object.keys(changes).map((key) => [key, (row as Record<string, unknown>)[key] ?? null]));

/** Writes the audit row of an admin's change of a class or package (nothing for the tutor's own). */
export async function auditAdminChange(
  tx: Database,
  actor: ClassActor,
  change: {
    action: string;
    entityType: 'live_class' | 'class_package';
    entityId: string;
    before: object | null;
    after: object | null;
  },
): Promise<void> {
  if (actor.isAdmin && actor.audit) await actor.audit(tx, change);
}
