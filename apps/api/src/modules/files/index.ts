import type { FastifyPluginAsync } from 'fastify';
import { resolveJwtSecret } from '../auth';
import { fileLinksFor } from './file-links';
import { filesRoutes } from './files.routes';

export { fileLinksFor, type FileLinks } from './file-links';

/** Serving of stored objects under the API prefix: `/berkas/publik/*` and signed `/berkas/privat/*` (ADR 0019). */
export const filesModule: FastifyPluginAsync = async (app) => {
  const links = fileLinksFor(await resolveJwtSecret(app.config));
  await app.register(filesRoutes, { storage: app.storage, links });
};
