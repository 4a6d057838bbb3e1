import {
  adminTutorApplicationListQuerySchema,
  adminTutorApplicationListSchema,
  adminTutorApplicationResponseSchema,
  errorBodySchema,
  idParamsSchema,
  myTutorApplicationResponseSchema,
  tutorApplicationReasonSchema,
  tutorApplicationResponseSchema,
  tutorBiodataSchema,
  tutorDocumentKindParamsSchema,
  tutorTeachingSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { readUpload, uploadRules } from '../../lib/uploads';
import { currentUser } from '../users';
import { adminReads, applicantService, type SignLink } from './tutor-applications.service';

/** An admin's decision on a submitted application (the approval workflow; `reason` for changes and rejection). */
export type TutorDecision = (
  request: FastifyRequest,
  id: string,
  decision: 'approved' | 'needs_changes' | 'rejected',
  reason: string | null,
) => Promise<void>;

const tags = ['Pendaftaran tutor'];
const security = [{ accessToken: [] }];
const refused = { 401: errorBodySchema, 403: errorBodySchema };
const editErrors = { 400: errorBodySchema, 409: errorBodySchema, ...refused };
const documentIdParams = z.strictObject({ id: z.uuid() });

interface Options {
  db: Database;
  storage: FileStorage;
  clock: () => Date;
  sign: SignLink;
  decide: TutorDecision;
}

/** The applicant's routes: every one keyed on the signed-in account, so nobody reaches another's application. */
const applicantRoutes: FastifyPluginCallback<Options> = (fastify, { db, storage, clock }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = applicantService({ db, storage, clock });
  const base = '/pendaftaran-tutor';
  const common = { onRequest: app.requireAuth };

  app.get(
    base,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'The signed-in account’s tutor application (or null)',
        response: { 200: myTutorApplicationResponseSchema, ...refused },
      },
    },
    async (request) => ({ data: await service.mine(currentUser(request).id) }),
  );
  app.put(
    `${base}/biodata`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Save step 1 (biodata) as a draft',
        body: tutorBiodataSchema,
        response: { 200: tutorApplicationResponseSchema, ...editErrors },
      },
    },
    async (request) => ({ data: await service.saveBiodata(currentUser(request).id, request.body) }),
  );
  app.put(
    `${base}/mengajar`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Save step 2 (teaching) as a draft',
        body: tutorTeachingSchema,
        response: { 200: tutorApplicationResponseSchema, ...editErrors },
      },
    },
    async (request) => ({ data: await service.saveTeaching(currentUser(request).id, request.body) }),
  );
  app.post(
    `${base}/dokumen/:jenis`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: `Upload a document (multipart field "berkas": PDF, JPG or PNG up to ${uploadRules.document.maxBytes / 1024 / 1024} MB; kept private). A new identity card or diploma replaces the previous one.`,
        consumes: ['multipart/form-data'],
        params: tutorDocumentKindParamsSchema,
        response: {
          200: tutorApplicationResponseSchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
          ...editErrors,
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request, 'document', 'berkas');
      return { data: await service.addDocument(currentUser(request).id, request.params.jenis, upload) };
    },
  );
  app.delete(
    `${base}/dokumen/:id`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Remove one of the application’s documents',
        params: documentIdParams,
        response: { 200: tutorApplicationResponseSchema, 404: errorBodySchema, ...editErrors },
      },
    },
    async (request) => ({ data: await service.deleteDocument(currentUser(request).id, request.params.id) }),
  );
  app.post(
    `${base}/kirim`,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Submit the application for review (again after changes were asked for)',
        response: { 200: tutorApplicationResponseSchema, 422: errorBodySchema, ...editErrors },
      },
    },
    async (request) => ({ data: await service.submit(currentUser(request).id) }),
  );
  done();
};

/** The admin's queue, detail and decisions (the admin area's guard checks the role). */
const adminRoutes: FastifyPluginCallback<Options> = (fastify, { db, sign, clock, decide }, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reads = adminReads({ db, sign, clock });
  const base = '/admin/tutor/pendaftaran';
  const adminTags = ['Admin'];
  const decisionErrors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...refused };

  app.get(
    base,
    {
      schema: {
        tags: adminTags,
        summary: 'Tutor applications in one state, oldest submission first (default: waiting)',
        querystring: adminTutorApplicationListQuerySchema,
        response: { 200: adminTutorApplicationListSchema, ...refused },
      },
    },
    async (request) => {
      const data = await reads.list(request.query.status);
      return { data, meta: { page: 1, pageSize: Math.max(data.length, 1), total: data.length } };
    },
  );
  app.get(
    `${base}/:id`,
    {
      schema: {
        tags: adminTags,
        summary: 'One tutor application with signed links to its documents (10 minutes)',
        params: idParamsSchema,
        response: { 200: adminTutorApplicationResponseSchema, 404: errorBodySchema, ...refused },
      },
    },
    async (request) => ({ data: await reads.get(request.params.id) }),
  );
  app.post(
    `${base}/:id/setujui`,
    {
      schema: {
        tags: adminTags,
        summary:
          'Approve: the applicant becomes a public tutor (a second approval is refused: APPLICATION_NOT_PENDING)',
        params: idParamsSchema,
        response: { 200: adminTutorApplicationResponseSchema, ...decisionErrors },
      },
    },
    async (request) => {
      await decide(request, request.params.id, 'approved', null);
      return { data: await reads.get(request.params.id) };
    },
  );
  app.post(
    `${base}/:id/perubahan`,
    {
      schema: {
        tags: adminTags,
        summary: 'Ask the applicant for changes (reason shown to them)',
        params: idParamsSchema,
        body: tutorApplicationReasonSchema,
        response: { 200: adminTutorApplicationResponseSchema, ...decisionErrors },
      },
    },
    async (request) => {
      await decide(request, request.params.id, 'needs_changes', request.body.reason);
      return { data: await reads.get(request.params.id) };
    },
  );
  app.post(
    `${base}/:id/tolak`,
    {
      schema: {
        tags: adminTags,
        summary: 'Reject the application (reason required)',
        params: idParamsSchema,
        body: tutorApplicationReasonSchema,
        response: { 200: adminTutorApplicationResponseSchema, ...decisionErrors },
      },
    },
    async (request) => {
      await decide(request, request.params.id, 'rejected', request.body.reason);
      return { data: await reads.get(request.params.id) };
    },
  );
  done();
};

export const tutorApplicationsRoutes: FastifyPluginCallback<Options> = (app, options, done) => {
  void app.register(applicantRoutes, options);
  void app.register(adminRoutes, options);
  done();
};
