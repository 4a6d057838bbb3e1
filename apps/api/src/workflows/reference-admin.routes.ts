import {
  adminExpertiseCategoryListQuerySchema,
  adminExpertiseCategoryListSchema,
  adminExpertiseCategoryResponseSchema,
  adminExpertiseListQuerySchema,
  adminExpertiseListSchema,
  adminExpertiseResponseSchema,
  adminSubjectListQuerySchema,
  adminSubjectListSchema,
  adminSubjectResponseSchema,
  errorBodySchema,
  expertiseCategoryInputSchema,
  expertiseCategoryReorderSchema,
  expertiseInputSchema,
  expertiseReorderSchema,
  idParamsSchema,
  okResponseSchema,
  subjectInputSchema,
  subjectReorderSchema,
} from '@scola/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditActorOf, recordAudit } from '../modules/audit';
import { expertiseUsageCounts, subjectUsageCounts } from '../modules/catalogue';
import {
  type AuditSink,
  referenceAdminServiceFor,
  type ReferenceAdminService,
} from '../modules/catalogue-reference';

const tags = ['Admin'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const ok = { data: { ok: true as const } };

/** Writes the audit row of a change with the admin, IP and browser of this request, in the change's transaction. */
const auditOf =
  (request: FastifyRequest): AuditSink =>
  (tx, change) =>
    recordAudit(tx, auditActorOf(request), change);

type Kind = 'subject' | 'expertiseCategory' | 'expertise';

interface Resource<K extends Kind> {
  kind: K;
  path: string;
  label: string;
  item: z.ZodType;
  input: typeof subjectInputSchema | typeof expertiseCategoryInputSchema | typeof expertiseInputSchema;
}

/** Edit, archive, restore and delete of one kind: the same five routes under its path. */
function itemRoutes<K extends Kind>(
  app: FastifyInstance,
  service: ReferenceAdminService,
  resource: Resource<K>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { kind, path, label, item } = resource;
  typed.post(
    path,
    {
      schema: {
        tags,
        summary: `Create ${label} (admin)`,
        body: resource.input,
        response: { 201: item, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.changes(auditOf(request)).create(kind, request.body as never);
      return reply.status(201).send({ data });
    },
  );
  typed.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Edit ${label} (admin)`,
        params: idParamsSchema,
        body: resource.input,
        response: { 200: item, ...errors },
      },
    },
    async (request) => ({
      data: await service.changes(auditOf(request)).update(kind, request.params.id, request.body as never),
    }),
  );
  for (const [word, archived] of [
    ['arsipkan', true],
    ['pulihkan', false],
  ] as const) {
    typed.post(
      `${path}/:id/${word}`,
      {
        schema: {
          tags,
          summary: `${archived ? 'Archive' : 'Restore'} ${label}: ${archived ? 'hidden from' : 'back in'} pickers (admin)`,
          params: idParamsSchema,
          response: { 200: item, ...errors },
        },
      },
      async (request) => ({
        data: await service.changes(auditOf(request)).setArchived(kind, request.params.id, archived),
      }),
    );
  }
  typed.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Delete ${label}; refused with REFERENCE_IN_USE while anything uses it (admin)`,
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.changes(auditOf(request)).remove(kind, request.params.id);
      return ok;
    },
  );
}

/** Admin: subjects, expertise categories and expertise; every change audited in its own transaction. */
const referenceAdminRoutes: FastifyPluginCallback<{ service: ReferenceAdminService }> = (
  fastify,
  { service },
  done,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/pelajaran',
    {
      schema: {
        tags,
        summary: 'Subjects with archived ones and usage (admin)',
        querystring: adminSubjectListQuerySchema,
        response: { 200: adminSubjectListSchema, ...errors },
      },
    },
    (request) => service.listSubjects(request.query),
  );
  app.put(
    '/admin/pelajaran/urutan',
    {
      schema: {
        tags,
        summary: 'Reorder the subjects of one level (admin)',
        body: subjectReorderSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service
        .changes(auditOf(request))
        .reorder('subject', { kind: 'subject', level: request.body.level }, request.body.ids);
      return ok;
    },
  );
  itemRoutes(app, service, {
    kind: 'subject',
    path: '/admin/pelajaran',
    label: 'a subject',
    item: adminSubjectResponseSchema,
    input: subjectInputSchema,
  });

  app.get(
    '/admin/keahlian-kategori',
    {
      schema: {
        tags,
        summary: 'Expertise categories with archived ones and usage (admin)',
        querystring: adminExpertiseCategoryListQuerySchema,
        response: { 200: adminExpertiseCategoryListSchema, ...errors },
      },
    },
    (request) => service.listCategories(request.query),
  );
  app.put(
    '/admin/keahlian-kategori/urutan',
    {
      schema: {
        tags,
        summary: 'Reorder the expertise categories (admin)',
        body: expertiseCategoryReorderSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service
        .changes(auditOf(request))
        .reorder('expertiseCategory', { kind: 'category' }, request.body.ids);
      return ok;
    },
  );
  itemRoutes(app, service, {
    kind: 'expertiseCategory',
    path: '/admin/keahlian-kategori',
    label: 'an expertise category',
    item: adminExpertiseCategoryResponseSchema,
    input: expertiseCategoryInputSchema,
  });

  app.get(
    '/admin/keahlian',
    {
      schema: {
        tags,
        summary: 'Expertise with archived ones and usage (admin)',
        querystring: adminExpertiseListQuerySchema,
        response: { 200: adminExpertiseListSchema, ...errors },
      },
    },
    (request) => service.listExpertise(request.query),
  );
  app.put(
    '/admin/keahlian/urutan',
    {
      schema: {
        tags,
        summary: 'Reorder the expertise of one category (admin)',
        body: expertiseReorderSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { categoryId, ids } = request.body;
      await service.changes(auditOf(request)).reorder('expertise', { kind: 'expertise', categoryId }, ids);
      return ok;
    },
  );
  app.get(
    '/admin/keahlian/:id',
    {
      schema: {
        tags,
        summary: 'One expertise with its usage (admin)',
        params: idParamsSchema,
        response: { 200: adminExpertiseResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.expertise(request.params.id) }),
  );
  itemRoutes(app, service, {
    kind: 'expertise',
    path: '/admin/keahlian',
    label: 'an expertise',
    item: adminExpertiseResponseSchema,
    input: expertiseInputSchema,
  });
  done();
};

/** Routes under the API prefix: `/admin/pelajaran`, `/admin/keahlian-kategori`, `/admin/keahlian`. */
export const referenceAdminModule: FastifyPluginAsync = async (app) => {
  const service = referenceAdminServiceFor(app.db.db, {
    usage: { subjects: subjectUsageCounts, expertise: expertiseUsageCounts },
  });
  await app.register(referenceAdminRoutes, { service });
};
