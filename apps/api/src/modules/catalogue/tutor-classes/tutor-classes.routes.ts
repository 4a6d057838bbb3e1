import {
  errorBodySchema,
  idParamsSchema,
  okResponseSchema,
  tutorClassCreateSchema,
  tutorClassListQuerySchema,
  tutorClassListSchema,
  tutorClassPatchSchema,
  tutorClassResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readUpload, uploadRules } from '../../../lib/uploads';
import { currentUser } from '../../users';
import { catalogueReferenceServiceFor } from '../../catalogue-reference';
import { type ClassActor, classActorOf } from './admin-audit';
import { createTutorClassesService } from './tutor-classes.service';
import { tutorPackagesRoutes } from './tutor-packages.routes';

const tags = ['Tutor'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const uploadErrors = { ...errors, 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema };

/** The scheduled sweep that clears ended class sales (every minute; checkout ignores an ended sale anyway). */
export const SALE_SWEEP_JOB = 'classes.clear-expired-sales';
const SALE_SWEEP_CRON = '* * * * *';

const actorOf = (request: FastifyRequest): ClassActor => classActorOf(request, currentUser(request));

/**
 * The tutor's class editor, `/api/tutor/kelas` (the area guard lets tutors and admins in; a tutor reaches only their
 * own classes). Every change answers once the catalogue cache has dropped what it made stale, so `/api/kelas` shows
 * it at once.
 */
export const tutorClassesModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createTutorClassesService({
    db: app.db.db,
    reference: catalogueReferenceServiceFor(app.db.db),
    storage: app.storage,
    platformFeePercent: app.config.platformFeePercent,
    clock: app.clock,
  });
  const changed = async <T>(result: T): Promise<{ data: T }> => {
    await app.catalogueChanges.sync();
    return { data: result };
  };
  const log = app.log.child({ module: 'tutor-classes' });
  app.jobs.every(SALE_SWEEP_JOB, SALE_SWEEP_CRON, async () => {
    const cleared = await service.clearExpiredSales();
    if (cleared > 0) log.info({ cleared }, 'ended class sales cleared');
  });

  app.get(
    '/tutor/kelas',
    {
      schema: {
        tags,
        summary: "The signed-in tutor's classes of any status, last changed first (an admin: every tutor's)",
        querystring: tutorClassListQuerySchema,
        response: { 200: tutorClassListSchema, ...errors },
      },
    },
    (request) => service.list(actorOf(request), request.query),
  );

  app.post(
    '/tutor/kelas',
    {
      schema: {
        tags,
        summary: 'Create a draft class from the "informasi" step',
        body: tutorClassCreateSchema,
        response: { 201: tutorClassResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changed(await service.create(actorOf(request), request.body))),
  );

  app.get(
    '/tutor/kelas/:id',
    {
      schema: {
        tags,
        summary: 'One of the tutor’s classes with everything the editor shows',
        params: idParamsSchema,
        response: { 200: tutorClassResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(actorOf(request), request.params.id) }),
  );

  app.patch(
    '/tutor/kelas/:id',
    {
      schema: {
        tags,
        summary:
          'Edit fields of the "informasi", "tentang" and "harga" steps (existing orders keep their prices)',
        params: idParamsSchema,
        body: tutorClassPatchSchema,
        response: { 200: tutorClassResponseSchema, ...errors },
      },
    },
    async (request) => changed(await service.update(actorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/tutor/kelas/:id/sampul',
    {
      schema: {
        tags,
        summary: `Set the cover (multipart file "sampul": JPG, PNG or WebP up to ${uploadRules.cover.maxBytes / 1024 / 1024} MB)`,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: tutorClassResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const image = await readUpload(request, 'cover', 'sampul');
      return changed(await service.setCover(actorOf(request), request.params.id, image));
    },
  );

  app.post(
    '/tutor/kelas/:id/terbitkan',
    {
      schema: {
        tags,
        summary: 'Publish: a verified tutor, and a group class needs a future session (409 otherwise)',
        params: idParamsSchema,
        response: { 200: tutorClassResponseSchema, ...errors },
      },
    },
    async (request) => changed(await service.publish(actorOf(request), request.params.id)),
  );

  for (const [word, archived] of [
    ['arsipkan', true],
    ['pulihkan', false],
  ] as const) {
    app.post(
      `/tutor/kelas/:id/${word}`,
      {
        schema: {
          tags,
          summary: archived
            ? 'Archive: hidden from the catalogue, owners keep it'
            : 'Unarchive: back to draft, to be published again',
          params: idParamsSchema,
          response: { 200: tutorClassResponseSchema, ...errors },
        },
      },
      async (request) => changed(await service.setArchived(actorOf(request), request.params.id, archived)),
    );
  }

  app.delete(
    '/tutor/kelas/:id',
    {
      schema: {
        tags,
        summary: 'Delete a class nobody bought (409 CLASS_HAS_STUDENTS: archive it instead)',
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      await app.catalogueChanges.sync();
      return { data: { ok: true as const } };
    },
  );

  void app.register(tutorPackagesRoutes);
  done();
};
