import {
  classFileListQuerySchema,
  classFileListSchema,
  classFileParamsSchema,
  classFileResponseSchema,
  errorBodySchema,
  idParamsSchema,
  okResponseSchema,
  renameClassFileInputSchema,
} from '@scola/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveJwtSecret } from '../modules/auth';
import { fileLinksFor } from '../modules/files';
import { currentUser } from '../modules/users';
import { classFilesWorkflow } from './class-files';
import { classSpaceOfRequest, classSpaceRefusals } from './class-space.routes';

const tags = ['Ruang kelas: berkas'];
const security = [{ accessToken: [] }];
const write = { ...classSpaceRefusals, 400: errorBodySchema };

/**
 * The class space's files: `GET`/`POST /ruang-kelas/{id}/berkas`, `PATCH`/`DELETE /ruang-kelas/{id}/berkas/{fileId}`.
 * Members list and download; the class's tutor and admins upload, rename and delete (a student gets `FORBIDDEN`).
 */
export const classFilesModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = classFilesWorkflow(app, fileLinksFor(await resolveJwtSecret(app.config)));

  app.get(
    '/ruang-kelas/:id/berkas',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The class’s files, newest first, each with a signed download link valid for a few minutes',
        security,
        params: idParamsSchema,
        querystring: classFileListQuerySchema,
        response: { 200: classFileListSchema, ...write },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      return files.list(access, request.query);
    },
  );

  app.post(
    '/ruang-kelas/:id/berkas',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Upload a file (multipart field `berkas`): PDF, PNG/JPEG/WebP/GIF, Word/Excel/PowerPoint, ZIP, judged by content; FILE_TYPE_NOT_ALLOWED 415, FILE_TOO_LARGE 413',
        security,
        params: idParamsSchema,
        response: {
          201: classFileResponseSchema,
          ...write,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      const created = await files.upload(access, currentUser(request).id, request);
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/ruang-kelas/:id/berkas/:fileId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Rename a file (its display name)',
        security,
        params: classFileParamsSchema,
        body: renameClassFileInputSchema,
        response: { 200: classFileResponseSchema, ...write },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      return { data: await files.rename(access, request.params.fileId, request.body.name) };
    },
  );

  app.delete(
    '/ruang-kelas/:id/berkas/:fileId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Delete a file (its stored object is removed after the record)',
        security,
        params: classFileParamsSchema,
        response: { 200: okResponseSchema, ...write },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      await files.remove(access, request.params.fileId);
      return { data: { ok: true as const } };
    },
  );
};
