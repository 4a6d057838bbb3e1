import {
  errorBodySchema,
  idParamsSchema,
  offlineFileResponseSchema,
  type OfflineFile,
  skillLessonParamsSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { currentUser } from '../users';
import type { CollectionsService } from './collections.service';

const tags = ['Koleksi'];
const security = [{ accessToken: [] }];
const response = {
  200: offlineFileResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/**
 * Size and version of an owned file before the student saves it for offline (ADR 0054): the size is shown on the
 * button, the version names the saved copy so a changed file is known to be out of date.
 */
export const offlineFilesRoutes: FastifyPluginCallback<{
  service: CollectionsService;
  storage: FileStorage;
}> = (fastify, { service, storage }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function describe(key: string): Promise<OfflineFile> {
    const info = await storage.stat(key);
    if (!info) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan.');
    // The entity tag without its quotes (and weak prefix): it goes into a cache key's query string.
    return { sizeBytes: info.size, version: info.etag.replace(/^W\//, '').replaceAll('"', '') };
  }

  app.get(
    '/koleksi/materi/:id/offline',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Size and version of the full PDF of an owned material, before saving it for offline',
        params: idParamsSchema,
        response,
      },
    },
    async (request) => {
      const file = await service.ownedMaterialFile(currentUser(request).id, request.params.id);
      return { data: await describe(file.key) };
    },
  );

  app.get(
    '/koleksi/lifeskill/:id/pelajaran/:lessonId/offline',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Size and version of the video of a lesson of an owned course, before saving it for offline',
        params: skillLessonParamsSchema,
        response,
      },
    },
    async (request) => {
      const { id, lessonId } = request.params;
      const video = await service.lessonVideo(currentUser(request).id, id, lessonId);
      return { data: await describe(video.key) };
    },
  );

  done();
};
