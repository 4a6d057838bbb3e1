import {
  adminMaterialListQuerySchema,
  adminMaterialListSchema,
  adminMaterialResponseSchema,
  errorBodySchema,
  idParamsSchema,
  type MaterialInput,
  materialInputSchema,
} from '@scola/contracts';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { readUpload, readUploadWithFields, uploadRules } from '../lib/uploads';
import { auditActorOf, recordAudit } from '../modules/audit';
import { type MaterialAuditSink, materialsAdminServiceFor } from '../modules/catalogue';

const tags = ['Admin'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const uploadErrors = { ...errors, 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema };
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** Writes the audit row of a change with the admin, IP and browser of this request, in the change's transaction. */
const auditOf =
  (request: FastifyRequest): MaterialAuditSink =>
  (tx, change) =>
    recordAudit(tx, auditActorOf(request), change);

/** The `data` field of the create form: the material's fields as JSON, checked like a JSON body. */
function inputOf(fields: Record<string, string>): MaterialInput {
  let raw: unknown;
  try {
    raw = JSON.parse(fields.data ?? '');
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Kolom "data" harus berisi JSON data materi.', [
      { location: 'body', path: 'data', code: 'invalid_json', message: 'Data materi tidak terbaca.' },
    ]);
  }
  const parsed = materialInputSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      undefined,
      parsed.error.issues.map((issue) => ({
        location: 'body',
        path: issue.path.join('.'),
        code: issue.code,
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

/** The optional `previewPages` field of the replace-file form (1–50), or undefined to keep the current count. */
function previewPagesOf(fields: Record<string, string>): number | undefined {
  if (fields.previewPages === undefined || fields.previewPages === '') return undefined;
  const parsed = materialInputSchema.shape.previewPages.safeParse(Number(fields.previewPages));
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'Halaman pratinjau harus 1 sampai 50.', [
      { location: 'body', path: 'previewPages', code: 'invalid_value', message: 'Isi 1 sampai 50.' },
    ]);
  }
  return parsed.data;
}

/**
 * Admin: materials (`/admin/materi`): any status, create with the PDF, edit, publish, unpublish, cover. Every change
 * is audited in its transaction; the answer waits until the catalogue cache has dropped what the change made stale,
 * so `/materi` shows it at once.
 */
export const materialsAdminModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = materialsAdminServiceFor(app.db.db, app.storage);
  const changed = async <T>(result: T): Promise<{ data: T }> => {
    await app.catalogueChanges.sync();
    return { data: result };
  };

  app.get(
    '/admin/materi',
    {
      schema: {
        tags,
        summary: 'Materials of any status, newest change first (admin)',
        querystring: adminMaterialListQuerySchema,
        response: { 200: adminMaterialListSchema, ...errors },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/admin/materi/:id',
    {
      schema: {
        tags,
        summary: 'One material of any status (admin)',
        params: idParamsSchema,
        response: { 200: adminMaterialResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.post(
    '/admin/materi',
    {
      schema: {
        tags,
        summary: `Create a draft material (multipart: field "data" = MaterialInput as JSON, then file "berkas" = PDF up to ${mb(uploadRules.material.maxBytes)}); the preview PDF is made of its first pages (admin)`,
        consumes: ['multipart/form-data'],
        response: { 201: adminMaterialResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { upload, fields } = await readUploadWithFields(request, 'material', 'berkas');
      const created = await service.create(inputOf(fields), upload, auditOf(request));
      return reply.status(201).send(await changed(created));
    },
  );

  app.put(
    '/admin/materi/:id',
    {
      schema: {
        tags,
        summary: 'Edit a material; a new preview page count makes a new preview (admin)',
        params: idParamsSchema,
        body: materialInputSchema,
        response: { 200: adminMaterialResponseSchema, ...errors },
      },
    },
    async (request) => changed(await service.update(request.params.id, request.body, auditOf(request))),
  );

  for (const [word, published] of [
    ['terbitkan', true],
    ['tarik', false],
  ] as const) {
    app.post(
      `/admin/materi/:id/${word}`,
      {
        schema: {
          tags,
          summary: `${published ? 'Publish a material: listed in /materi' : 'Unpublish a material: back to draft, hidden from /materi'} at once (admin)`,
          params: idParamsSchema,
          response: { 200: adminMaterialResponseSchema, ...errors },
        },
      },
      async (request) =>
        changed(await service.setPublished(request.params.id, published, auditOf(request), app.clock())),
    );
  }

  app.put(
    '/admin/materi/:id/berkas',
    {
      schema: {
        tags,
        summary: `Replace the PDF of a material (multipart: optional field "previewPages", then file "berkas" = PDF up to ${mb(uploadRules.material.maxBytes)}); the preview is made again, owners download the new file (admin)`,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: adminMaterialResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { upload, fields } = await readUploadWithFields(request, 'material', 'berkas');
      const replaced = await service.replaceFile(
        request.params.id,
        upload,
        previewPagesOf(fields),
        auditOf(request),
      );
      return changed(replaced);
    },
  );

  app.put(
    '/admin/materi/:id/sampul',
    {
      schema: {
        tags,
        summary: `Set the cover of a material (multipart file "sampul": JPG, PNG or WebP up to ${mb(uploadRules.cover.maxBytes)}) (admin)`,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: adminMaterialResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const image = await readUpload(request, 'cover', 'sampul');
      return changed(await service.setCover(request.params.id, image, auditOf(request)));
    },
  );

  done();
};
