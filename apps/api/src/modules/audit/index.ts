import type { FastifyRequest, FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit.routes';
import type { AuditActor } from './audit.service';

export { recordAudit, type AuditActor, type AuditChange } from './audit.service';

/** The actor of an admin request: the signed-in user, their IP and browser. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  return {
    id: user?.id ?? null,
    email: user?.account.email ?? null,
    ip: request.ip || null,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/** Routes under the API prefix: `GET /admin/audit`. */
export const auditModule: FastifyPluginAsync = async (app) => {
  await app.register(auditRoutes, { db: app.db.db });
};
