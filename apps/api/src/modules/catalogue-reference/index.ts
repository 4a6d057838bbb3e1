import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { createCatalogueReferenceRepository } from './catalogue-reference.repository';
import { catalogueReferenceRoutes } from './catalogue-reference.routes';
import { createCatalogueReferenceService } from './catalogue-reference.service';
import { createReferenceAdminService, type ReferenceAdminDeps } from './reference-admin.service';

export type { CatalogueReferenceService, ExpertiseSeed, ReferenceSeed } from './catalogue-reference.service';

/** Tables for foreign keys of other modules' tables only (query them through the service). */
export { expertise as expertiseTable, subjects as subjectsTable } from './catalogue-reference.tables';

/** The catalogue reference service over a database (repository wired in). */
export function catalogueReferenceServiceFor(db: Database) {
  return createCatalogueReferenceService(createCatalogueReferenceRepository(db));
}

export type {
  AuditSink,
  ReferenceAdminDeps,
  ReferenceChange,
  ReferenceAdminService,
} from './reference-admin.service';

/** The admin console's reference data over a database; `deps` gives the catalogue's usage counts. */
export function referenceAdminServiceFor(db: Database, deps: ReferenceAdminDeps) {
  return createReferenceAdminService(db, deps);
}

/** Routes under the API prefix: `/pelajaran`, `/keahlian-kategori`, `/keahlian`. */
export const catalogueReferenceModule: FastifyPluginAsync = async (app) => {
  await app.register(catalogueReferenceRoutes, { service: catalogueReferenceServiceFor(app.db.db) });
};

/** SQL for other modules' own queries (the reference module still writes the SQL that reads its tables). */
export { subjectNameOf } from './catalogue-reference.repository';

/** URL words of a title (the catalogue's admin slugs its new items the same way). */
export { slugOf } from './slug';
