import { createHash } from 'node:crypto';
import { errorBodySchema, tutorOwnProfileResponseSchema, tutorProfileInputSchema } from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type FileStorage, keyOfPublicFileUrl, publicFileUrl } from '../../../lib/storage';
import { readUpload, uploadRules } from '../../../lib/uploads';
import { currentUser } from '../../users';
import type { OwnProfileService } from './own-profile.service';

const tags = ['Tutor'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/**
 * The signed-in tutor's own profile (`/tutor/profil`, tutor area: the area guard lets tutors only, and every call is
 * keyed on the caller, so no tutor reaches another's). Each change answers once the catalogue cache has dropped
 * what it made stale, so `/tutor/detil/{id}` and the tutor cards show it at once.
 */
export const ownProfileRoutes: FastifyPluginCallback<{ service: OwnProfileService; storage: FileStorage }> = (
  fastify,
  { service, storage },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const changed = async <T>(result: T): Promise<{ data: T }> => {
    await app.catalogueChanges.sync();
    return { data: result };
  };

  async function forgetPhoto(previousUrl: string | null, currentUrl: string | null) {
    const previousKey = keyOfPublicFileUrl(previousUrl);
    // Only the tutor's own uploads are deleted (demo photos and the account photo the profile started with stay).
    if (!previousKey?.startsWith('photos/tutor/') || previousUrl === currentUrl) return;
    await storage.delete(previousKey).catch((error: unknown) => {
      fastify.log.warn({ err: error, key: previousKey }, 'could not delete a replaced tutor photo');
    });
  }

  app.get(
    '/tutor/profil',
    {
      schema: {
        tags,
        summary: 'The signed-in tutor’s own profile (also before verification)',
        response: { 200: tutorOwnProfileResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(currentUser(request).id) }),
  );

  app.put(
    '/tutor/profil',
    {
      schema: {
        tags,
        summary:
          'Edit the signed-in tutor’s public profile (bio sanitised); shown on /tutor/detil/{id} at once',
        body: tutorProfileInputSchema,
        response: { 200: tutorOwnProfileResponseSchema, ...errors },
      },
    },
    async (request) => changed(await service.update(currentUser(request).id, request.body)),
  );

  app.put(
    '/tutor/profil/foto',
    {
      schema: {
        tags,
        summary: `Upload the tutor’s profile photo (multipart field "foto": JPG, PNG or WebP up to ${uploadRules.photo.maxBytes / 1024 / 1024} MB; stored as WebP)`,
        consumes: ['multipart/form-data'],
        response: {
          200: tutorOwnProfileResponseSchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const photo = await readUpload(request, 'photo', 'foto');
      // A new key per content: caches keep public photos forever, so a new photo is a new URL.
      const digest = createHash('sha256').update(photo.bytes).digest('hex').slice(0, 20);
      const key = `photos/tutor/${id}/${digest}.${photo.extension}`;
      await storage.put(key, photo.bytes, { contentType: photo.mime });
      const { profile, previous } = await service.setPhoto(id, publicFileUrl(key));
      await forgetPhoto(previous, profile.photoUrl);
      return changed(profile);
    },
  );

  app.delete(
    '/tutor/profil/foto',
    {
      schema: {
        tags,
        summary: 'Remove the tutor’s profile photo (cards show initials)',
        response: { 200: tutorOwnProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { profile, previous } = await service.setPhoto(currentUser(request).id, null);
      await forgetPhoto(previous, null);
      return changed(profile);
    },
  );

  done();
};
