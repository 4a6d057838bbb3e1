import { discussionImageResponseSchema, errorBodySchema, idParamsSchema } from '@scola/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../modules/users';
import { discussionImagesOf, security, tags, write } from './class-discussions.routes';
import { classSpaceOfRequest } from './class-space.routes';

/**
 * `POST /ruang-kelas/{id}/diskusi/gambar` (ADR 0047): any member of the class space (its tutor, its students, admins)
 * uploads an image to show in a post; the answer's id goes into the post's JSON.
 */
export const classDiscussionImagesModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const images = await discussionImagesOf(app);

  app.post(
    '/ruang-kelas/:id/diskusi/gambar',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Upload an image for a post (multipart field `gambar`): PNG, JPEG, WebP or GIF judged by content, stored without metadata, DISCUSSION_IMAGE_MAX_MB; FILE_TYPE_NOT_ALLOWED 415, FILE_TOO_LARGE 413, FILE_INVALID 422',
        params: idParamsSchema,
        response: {
          201: discussionImageResponseSchema,
          ...write,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      const image = await images.upload(access, currentUser(request).id, request);
      return reply.code(201).send({ data: image });
    },
  );
};
