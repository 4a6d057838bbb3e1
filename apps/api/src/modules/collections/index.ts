import type { FastifyPluginAsync } from 'fastify';
import { resolveJwtSecret } from '../auth';
import { collectionsRoutes } from './collections.routes';
import { createCollectionsService } from './collections.service';
import { offlineFilesRoutes } from './offline-files.routes';
import { signedLinksFor } from './signed-links';

export { entitlements as entitlementsTable } from './collections.tables';
export { ownsItem } from './collections.repository';
export { ownedClassIds, ownsClass } from './owned-classes.repository';
export { createCollectionsService, type CollectionsService } from './collections.service';
export { LESSON_VIDEO_LINK_TTL_SECONDS } from './signed-links';
export {
  followTutor,
  grantEntitlements,
  ownedItems,
  ownersOfItem,
  revokeEntitlements,
  revokeOrderItems,
} from './entitlements';
export { signedLinksFor, type SignedLinks } from './signed-links';
export { enrolmentCounts, enrolmentsOf, recentEnrolments } from './enrolments';

/**
 * The student's collections under the API prefix: `/koleksi/{kelas,materi,lifeskill,tutor,kepemilikan}`, material
 * downloads through signed links, lesson playback and progress, and `/tutor/{id}/ikuti` (follow a tutor).
 */
export const collectionsModule: FastifyPluginAsync = async (app) => {
  const links = signedLinksFor(await resolveJwtSecret(app.config));
  const service = createCollectionsService({
    db: app.db.db,
    links,
    clock: () => app.clock(),
    downloadLinkTtlSeconds: app.config.collections.downloadLinkTtlSeconds,
  });
  await app.register(collectionsRoutes, { service, storage: app.storage });
  await app.register(offlineFilesRoutes, { service, storage: app.storage });
};
export { collectionsForExport, eraseCollections } from './account-data.repository';
