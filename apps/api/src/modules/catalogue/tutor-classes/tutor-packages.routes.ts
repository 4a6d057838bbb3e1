import {
  errorBodySchema,
  idParamsSchema,
  tutorPackageCreateSchema,
  tutorPackageListQuerySchema,
  tutorPackageListSchema,
  tutorPackagePatchSchema,
  tutorPackageResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../users';
import { type ClassActor, classActorOf } from './admin-audit';
import { createTutorPackagesService } from './tutor-packages.service';

const tags = ['Tutor'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const actorOf = (request: FastifyRequest): ClassActor => classActorOf(request, currentUser(request));

/**
 * The tutor's class packages, `/api/tutor/kelas-paket` (tutors and admins; a tutor reaches only packages of their
 * own classes, others answer 404). Changes answer once the catalogue cache dropped what they made stale.
 */
export const tutorPackagesRoutes: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createTutorPackagesService({ db: app.db.db, clock: app.clock });
  const changed = async <T>(result: T): Promise<{ data: T }> => {
    await app.catalogueChanges.sync();
    return { data: result };
  };
  const one = { params: idParamsSchema, response: { 200: tutorPackageResponseSchema, ...errors } };

  app.get(
    '/tutor/kelas-paket',
    {
      schema: {
        tags,
        summary: "The tutor's packages of their own classes, any status, last changed first",
        querystring: tutorPackageListQuerySchema,
        response: { 200: tutorPackageListSchema, ...errors },
      },
    },
    (request) => service.list(actorOf(request), request.query),
  );

  app.post(
    '/tutor/kelas-paket',
    {
      schema: {
        tags,
        summary: 'Create a draft package of own classes, priced below the classes bought one by one',
        body: tutorPackageCreateSchema,
        response: { 201: tutorPackageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changed(await service.create(actorOf(request), request.body))),
  );

  app.get(
    '/tutor/kelas-paket/:id',
    { schema: { tags, summary: 'One own package', ...one } },
    async (request) => ({
      data: await service.get(actorOf(request), request.params.id),
    }),
  );

  app.patch(
    '/tutor/kelas-paket/:id',
    {
      schema: {
        tags,
        summary: 'Edit a package (same rules as creating)',
        body: tutorPackagePatchSchema,
        ...one,
      },
    },
    async (request) => changed(await service.update(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/tutor/kelas-paket/:id/terbitkan',
    {
      schema: {
        tags,
        summary: 'Publish: a verified tutor and every class published (409 otherwise)',
        ...one,
      },
    },
    async (request) => changed(await service.publish(actorOf(request), request.params.id)),
  );

  for (const [word, archived] of [
    ['arsipkan', true],
    ['pulihkan', false],
  ] as const) {
    app.post(
      `/tutor/kelas-paket/:id/${word}`,
      { schema: { tags, summary: archived ? 'Archive a package' : 'Unarchive: back to draft', ...one } },
      async (request) => changed(await service.setArchived(actorOf(request), request.params.id, archived)),
    );
  }

  done();
};
