import { createHash } from 'node:crypto';
import { errorBodySchema, userResponseSchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type FileStorage, keyOfPublicFileUrl, publicFileUrl } from '../../lib/storage';
import { readUpload, uploadRules } from '../../lib/uploads';
import { currentUser } from './request-user';
import { toPublicUser, type UsersService } from './users.service';

const tags = ['Akun'];
const security = [{ accessToken: [] }];
const refused = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * The signed-in user's photo: `PUT /akun/foto` (multipart, field `foto`) stores it as a public object and points
 * `photoUrl` at it; `DELETE /akun/foto` removes it. The replaced object is deleted after the account points away.
 */
export const userPhotoRoutes: FastifyPluginCallback<{ service: UsersService; storage: FileStorage }> = (
  fastify,
  { service, storage },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function forgetOldPhoto(previousUrl: string | null, currentUrl: string | null) {
    const previousKey = keyOfPublicFileUrl(previousUrl);
    if (previousKey && previousUrl !== currentUrl) {
      // Best effort: a leftover object is harmless, a failed answer after a saved change would not be.
      await storage.delete(previousKey).catch((error: unknown) => {
        fastify.log.warn({ err: error, key: previousKey }, 'could not delete a replaced profile photo');
      });
    }
  }

  app.put(
    '/akun/foto',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: `Upload the signed-in user’s photo (multipart field "foto": JPG, PNG or WebP up to ${uploadRules.photo.maxBytes / 1024 / 1024} MB; stored as WebP within 1024 px, metadata removed)`,
        consumes: ['multipart/form-data'],
        response: {
          200: userResponseSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const { id, account } = currentUser(request);
      const photo = await readUpload(request, 'photo', 'foto');
      // A new key per content: caches may keep a photo forever, and a new photo is a new URL.
      const digest = createHash('sha256').update(photo.bytes).digest('hex').slice(0, 20);
      const key = `photos/${id}/${digest}.${photo.extension}`;
      await storage.put(key, photo.bytes, { contentType: photo.mime });
      const updated = await service.updateProfile(id, { photoUrl: publicFileUrl(key) });
      await forgetOldPhoto(account.photoUrl, updated.photoUrl);
      void fastify.realtime.toUser(id, 'account.updated', {});
      return { data: toPublicUser(updated) };
    },
  );

  app.delete(
    '/akun/foto',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Remove the signed-in user’s photo',
        response: { 200: userResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { id, account } = currentUser(request);
      const updated = await service.updateProfile(id, { photoUrl: null });
      await forgetOldPhoto(account.photoUrl, null);
      void fastify.realtime.toUser(id, 'account.updated', {});
      return { data: toPublicUser(updated) };
    },
  );

  done();
};
