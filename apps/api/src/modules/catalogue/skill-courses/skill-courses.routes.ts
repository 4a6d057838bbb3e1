import {
  errorBodySchema,
  idParamsSchema,
  skillCourseListQuerySchema,
  skillCourseListSchema,
  skillCourseResponseSchema,
  skillLessonParamsSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachedAnswers } from '../read-cache/cached-answers';
import { type FileStorage, sendStoredFile } from '../../../lib/storage';
import type { SkillCoursesService } from './skill-courses.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** Public life-skill courses (`/lifeskill`) and the videos of their preview lessons. */
export const skillCoursesRoutes: FastifyPluginCallback<{
  service: SkillCoursesService;
  storage: FileStorage;
  cached: CachedAnswers;
}> = (fastify, { service, storage, cached }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/lifeskill',
    {
      ...cached('lifeskill:list'),
      schema: {
        tags: ['Katalog'],
        summary: 'Published life-skill courses: search (q), filters, sorting, pages',
        querystring: skillCourseListQuerySchema,
        response: { 200: skillCourseListSchema, 400: errorBodySchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/lifeskill/:id',
    {
      ...cached('lifeskill:detail'),
      schema: {
        tags: ['Katalog'],
        summary: 'A published life-skill course with its lessons (preview lessons carry a video URL)',
        params: idParamsSchema,
        response: { 200: skillCourseResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.get(
    '/lifeskill/:id/pelajaran/:lessonId/video',
    {
      compress: false,
      schema: {
        tags: ['Katalog'],
        summary: 'The video (MP4) of a preview lesson, anyone may play it; HTTP Range → 206',
        params: skillLessonParamsSchema,
        produces: ['video/mp4'],
        response: { ...errors, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { key, filename } = await service.previewVideo(request.params.id, request.params.lessonId);
      return sendStoredFile(request, reply, storage, key, {
        contentType: 'video/mp4',
        filename,
        cacheControl: 'public, max-age=86400',
      });
    },
  );

  done();
};
