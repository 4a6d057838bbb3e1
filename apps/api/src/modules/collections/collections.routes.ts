import {
  collectionListQuerySchema,
  downloadFileQuerySchema,
  downloadLinkResponseSchema,
  errorBodySchema,
  followedTutorListSchema,
  followStateResponseSchema,
  idParamsSchema,
  lessonProgressBodySchema,
  lessonProgressResponseSchema,
  ownedLiveClassListSchema,
  ownedLiveClassResponseSchema,
  ownedMaterialListSchema,
  ownedSkillCourseListSchema,
  ownedSkillCourseResponseSchema,
  ownershipBodySchema,
  ownershipQuerySchema,
  ownershipResponseSchema,
  skillLessonParamsSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../users';
import { type FileStorage, sendStoredFile } from '../../lib/storage';
import type { CollectionsService } from './collections.service';

const tags = ['Koleksi'];
const security = [{ accessToken: [] }];
const signedIn = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const owned = { ...signedIn, 404: errorBodySchema };

const videoQuerySchema = z.strictObject({ token: z.string().min(1).max(1000).optional() });

/** The signed-in student's collections (`/koleksi/*`) and following tutors (`/tutor/{id}/ikuti`). */
export const collectionsRoutes: FastifyPluginCallback<{
  service: CollectionsService;
  storage: FileStorage;
}> = (fastify, { service, storage }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get(
    '/koleksi/kelas',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Live classes the student owns (a package grants its classes), newest first',
        querystring: collectionListQuerySchema,
        response: { 200: ownedLiveClassListSchema, ...signedIn },
      },
    },
    (request) => service.listClasses(userId(request), request.query),
  );

  app.get(
    '/koleksi/kelas/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'An owned class with its sessions (NOT_OWNED 403 when it is not the student’s)',
        params: idParamsSchema,
        response: { 200: ownedLiveClassResponseSchema, ...owned },
      },
    },
    async (request) => ({ data: await service.getClass(userId(request), request.params.id, app.clock()) }),
  );

  app.get(
    '/koleksi/materi',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Materials the student owns, newest first',
        querystring: collectionListQuerySchema,
        response: { 200: ownedMaterialListSchema, ...signedIn },
      },
    },
    (request) => service.listMaterials(userId(request), request.query),
  );

  app.post(
    '/koleksi/materi/:id/unduh',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'A short-lived link to the full PDF of an owned material (for this student and material only)',
        params: idParamsSchema,
        response: { 200: downloadLinkResponseSchema, ...owned },
      },
    },
    async (request) => ({ data: await service.downloadLink(userId(request), request.params.id) }),
  );

  app.get(
    '/koleksi/materi/:id/berkas',
    {
      compress: false,
      schema: {
        tags,
        summary:
          'The full PDF of an owned material through its signed link (DOWNLOAD_LINK_INVALID 403 otherwise)',
        params: idParamsSchema,
        querystring: downloadFileQuerySchema,
        produces: ['application/pdf'],
        response: { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { key, filename } = await service.downloadFile(request.params.id, request.query.token);
      reply.header('referrer-policy', 'no-referrer');
      return sendStoredFile(request, reply, storage, key, {
        contentType: 'application/pdf',
        filename,
        cacheControl: 'private, no-store',
        disposition: 'attachment',
      });
    },
  );

  app.get(
    '/koleksi/lifeskill',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Life-skill courses the student owns, with progress (lessons completed / total), newest first',
        querystring: collectionListQuerySchema,
        response: { 200: ownedSkillCourseListSchema, ...signedIn },
      },
    },
    (request) => service.listCourses(userId(request), request.query),
  );

  app.get(
    '/koleksi/lifeskill/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'An owned course with ALL its lessons (signed video URLs) and the student’s progress',
        params: idParamsSchema,
        response: { 200: ownedSkillCourseResponseSchema, ...owned },
      },
    },
    async (request) => ({ data: await service.getCourse(userId(request), request.params.id) }),
  );

  app.get(
    '/koleksi/lifeskill/:id/pelajaran/:lessonId/video',
    {
      compress: false,
      // A `<video>` element cannot send the access token: the signed `token` of `videoUrl` stands for it.
      onRequest: async function (request, reply) {
        const query = request.query as { token?: unknown };
        if (typeof query.token !== 'string') await app.requireAuth.call(this, request, reply);
      },
      schema: {
        tags,
        security,
        summary: 'The video (MP4, HTTP Range → 206) of any lesson of an owned course',
        params: skillLessonParamsSchema,
        querystring: videoQuerySchema,
        produces: ['video/mp4'],
        response: owned,
      },
    },
    async (request, reply) => {
      const { id, lessonId } = request.params;
      const { token } = request.query;
      const user = request.user ? request.user.id : service.videoTokenUser(lessonId, token ?? '');
      const { key, filename } = await service.lessonVideo(user, id, lessonId);
      return sendStoredFile(request, reply, storage, key, {
        contentType: 'video/mp4',
        filename,
        cacheControl: 'private, max-age=3600',
      });
    },
  );

  app.put(
    '/koleksi/lifeskill/:id/pelajaran/:lessonId/progres',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Remember where the student stopped in a lesson of an owned course (and whether they finished it)',
        params: skillLessonParamsSchema,
        body: lessonProgressBodySchema,
        response: { 200: lessonProgressResponseSchema, ...owned },
      },
    },
    async (request) => ({
      data: await service.saveProgress(
        userId(request),
        request.params.id,
        request.params.lessonId,
        request.body,
      ),
    }),
  );

  app.get(
    '/koleksi/kepemilikan',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Which of the items (items=kelas:<id>,materi:<id>,…) the student owns',
        querystring: ownershipQuerySchema,
        response: { 200: ownershipResponseSchema, ...signedIn },
      },
    },
    async (request) => ({ data: await service.ownership(userId(request), request.query.items) }),
  );

  app.post(
    '/koleksi/kepemilikan',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Which of the items the student owns (same as the GET, items in the body)',
        body: ownershipBodySchema,
        response: { 200: ownershipResponseSchema, ...signedIn },
      },
    },
    async (request) => ({ data: await service.ownership(userId(request), request.body.items) }),
  );

  app.get(
    '/koleksi/tutor',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Tutors the student follows, most recently followed first',
        querystring: collectionListQuerySchema,
        response: { 200: followedTutorListSchema, ...signedIn },
      },
    },
    (request) => service.followedTutors(userId(request), request.query),
  );

  const followRoute = (summary: string) => ({
    onRequest: app.requireAuth,
    schema: {
      tags,
      security,
      summary,
      params: idParamsSchema,
      response: { 200: followStateResponseSchema, ...owned, 409: errorBodySchema },
    },
  });
  app.get('/tutor/:id/ikuti', followRoute('Whether the student follows the tutor'), async (request) => ({
    data: { following: await service.setFollowing(userId(request), request.params.id, null) },
  }));
  app.put(
    '/tutor/:id/ikuti',
    followRoute('Follow a tutor (idempotent); never oneself (FOLLOW_SELF 409)'),
    async (request) => ({
      data: { following: await service.setFollowing(userId(request), request.params.id, true) },
    }),
  );
  app.delete('/tutor/:id/ikuti', followRoute('Unfollow a tutor (idempotent)'), async (request) => ({
    data: { following: await service.setFollowing(userId(request), request.params.id, false) },
  }));

  done();
};
