import {
  addRecordingLinkInputSchema,
  classRecordingListQuerySchema,
  classRecordingListSchema,
  classRecordingResponseSchema,
  errorBodySchema,
  idParamsSchema,
  okResponseSchema,
  recordingParamsSchema,
  recordingPlaybackResponseSchema,
  recordingProgressInputSchema,
  recordingProgressResponseSchema,
  updateRecordingInputSchema,
} from '@scola/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveJwtSecret } from '../modules/auth';
import { fileLinksFor } from '../modules/files';
import { currentUser } from '../modules/users';
import { classRecordingsWorkflow } from './class-recordings';
import { classSpaceOfRequest, classSpaceRefusals } from './class-space.routes';

const tags = ['Ruang kelas: rekaman'];
const security = [{ accessToken: [] }];
const write = { ...classSpaceRefusals, 400: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/**
 * A class's recordings (ADR 0042): `GET`/`POST /ruang-kelas/{id}/rekaman` (list with the caller's progress, upload
 * an MP4), `POST …/rekaman/tautan` (link), `PATCH`/`DELETE …/rekaman/{recId}`, `GET …/{recId}/putar` (signed
 * link, HTTP Range) and `PUT …/{recId}/progress` (students). Members only; changes by the tutor and admins.
 */
export const classRecordingsModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const recordings = classRecordingsWorkflow(app, fileLinksFor(await resolveJwtSecret(app.config)));

  app.get(
    '/ruang-kelas/:id/rekaman',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'The class’s recordings (newest first, one page) with the caller’s progress, and its sessions',
        security,
        params: idParamsSchema,
        querystring: classRecordingListQuerySchema,
        response: { 200: classRecordingListSchema, ...classSpaceRefusals },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      const { page, pageSize } = request.query;
      return recordings.list(access, currentUser(request).id, page, pageSize);
    },
  );

  app.post(
    '/ruang-kelas/:id/rekaman',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Upload an MP4 recording (multipart: `title`, optional `sessionId`, then the file `berkas`; RECORDING_MAX_MB)',
        security,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: classRecordingResponseSchema, ...write, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      const created = await recordings.upload(access, request, currentUser(request).id);
      return reply.code(201).send({ data: created });
    },
  );

  app.post(
    '/ruang-kelas/:id/rekaman/tautan',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Add a recording by its link (YouTube, Vimeo, Drive or any http(s) address)',
        security,
        params: idParamsSchema,
        body: addRecordingLinkInputSchema,
        response: { 201: classRecordingResponseSchema, ...write },
      },
    },
    async (request, reply) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      const created = await recordings.addLink(access, currentUser(request).id, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/ruang-kelas/:id/rekaman/:recId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Rename a recording and/or assign it to a session of the class (null: none)',
        security,
        params: recordingParamsSchema,
        body: updateRecordingInputSchema,
        response: { 200: classRecordingResponseSchema, ...write },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      return { data: await recordings.update(access, request.params.recId, request.body) };
    },
  );

  app.delete(
    '/ruang-kelas/:id/rekaman/:recId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Delete a recording (its video and the students’ progress with it)',
        security,
        params: recordingParamsSchema,
        response: { 200: okResponseSchema, ...classSpaceRefusals },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      await recordings.remove(access, request.params.recId);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/ruang-kelas/:id/rekaman/:recId/putar',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'A signed link to an uploaded recording’s video (HTTP Range: 206 Partial Content)',
        security,
        params: recordingParamsSchema,
        response: { 200: recordingPlaybackResponseSchema, ...classSpaceRefusals },
      },
    },
    async (request, reply) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return { data: await recordings.playback(access, request.params.recId) };
    },
  );

  app.put(
    '/ruang-kelas/:id/rekaman/:recId/progress',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Remember where the student is in an uploaded recording (only forward unless `restart`); students only',
        security,
        params: recordingParamsSchema,
        body: recordingProgressInputSchema,
        response: { 200: recordingProgressResponseSchema, ...write },
      },
    },
    async (request) => {
      const access = await classSpaceOfRequest(app, request, request.params.id);
      const saved = await recordings.saveProgress(
        access,
        currentUser(request).id,
        request.params.recId,
        request.body,
      );
      return { data: saved };
    },
  );
};
