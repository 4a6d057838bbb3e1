import type { FastifyPluginAsync } from 'fastify';
import { resolveJwtSecret } from '../auth';
import { fileLinksFor } from '../files';
import { tutorApplicationsRoutes } from './tutor-applications.routes';
import type { TutorDecision } from './tutor-applications.routes';

export { applicationSummaries, tutorApplicationsRepositoryFor } from './tutor-applications.repository';
export { pendingApplicationCount } from './queue-figures.repository';
export { toApplication } from './tutor-applications.service';
export type { TutorApplicationsRepository } from './tutor-applications.repository';
export type { TutorApplicationRow } from './tutor-applications.tables';
export type { TutorDecision } from './tutor-applications.routes';

/**
 * Tutor applications under the API prefix: the applicant's `/pendaftaran-tutor…` (any signed-in account: it is
 * not yet a tutor, so it lives outside the tutor area) and the admin's `/admin/tutor/pendaftaran…`. Decisions span
 * modules (profile, scope, audit, mail) and come from the workflows as `decide`.
 */
export const tutorApplicationsModule: FastifyPluginAsync<{ decide: TutorDecision }> = async (
  app,
  { decide },
) => {
  const links = fileLinksFor(await resolveJwtSecret(app.config));
  await app.register(tutorApplicationsRoutes, {
    db: app.db.db,
    storage: app.storage,
    clock: () => app.clock(),
    sign: (key, expiresAt) => links.signedUrl(key, expiresAt),
    decide,
  });
};
export { eraseTutorApplications, tutorApplicationsForExport } from './account-data.repository';
