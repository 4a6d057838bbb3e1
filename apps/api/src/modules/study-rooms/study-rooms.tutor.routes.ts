import {
  cancelStudyRoomInputSchema,
  createdStudyRoomsResponseSchema,
  createStudyRoomsInputSchema,
  deleteStudyRoomTemplateResponseSchema,
  errorBodySchema,
  idParamsSchema,
  okResponseSchema,
  studyRoomFileParamsSchema,
  studyRoomListSchema,
  studyRoomParticipantsResponseSchema,
  studyRoomTemplateInputSchema,
  studyRoomTemplateListQuerySchema,
  studyRoomTemplateListSchema,
  studyRoomTemplateResponseSchema,
  studyRoomTemplateUpdateSchema,
  tutorStudyRoomResponseSchema,
  tutorStudyRoomsQuerySchema,
  updateStudyRoomInputSchema,
} from '@scola/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readRawUpload } from '../../lib/uploads';
import { megabytes } from '../../lib/uploads/upload-kinds';
import { resolveJwtSecret } from '../auth';
import { fileLinksFor } from '../files';
import { currentUser } from '../users';
import { roomsServiceFor, type StudyRoomsTutorOptions } from './rooms.service';
import { type StudyRoomActor, templatesServiceFor } from './templates.service';

const masterTags = ['Tutor: master ruang belajar'];
const roomTags = ['Tutor: ruang belajar'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
/** The multipart field of a master's file upload (as for class files). */
const FILE_FIELD = 'berkas';

function actorOf(request: FastifyRequest): StudyRoomActor {
  const user = currentUser(request);
  return { userId: user.id, isTutor: user.scope.includes('tutor'), isAdmin: user.scope.includes('admin') };
}

/**
 * The tutor's study rooms (ADR 0049): masters at `/api/tutor/master-study-room` (with their files) and rooms at
 * `/api/tutor/study-room`. The area guard lets tutors and admins in; a tutor reaches only their own, an admin reads
 * any and changes none.
 */
export const studyRoomsTutorModule: FastifyPluginAsync<StudyRoomsTutorOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const maxBytes = app.config.storage.classFileMaxBytes;
  const deps = {
    db: app.db.db,
    storage: app.storage,
    links: fileLinksFor(await resolveJwtSecret(app.config)),
    linkTtlSeconds: app.config.storage.linkTtlSeconds,
    fileMaxBytes: maxBytes,
    clock: app.clock,
  };
  const templates = templatesServiceFor(deps);
  // After commit: the room's open pages (its socket room) refetch it.
  const announced = async <T extends { id: string }>(room: T) => {
    await app.realtime.toStudyRoom(room.id, 'studyRoom.changed', { roomId: room.id, roomChanged: true });
    return room;
  };
  const rooms = roomsServiceFor({
    ...deps,
    announce: async (tx, change) => {
      if (change.change === 'rescheduled') await options.followMovedRoom(tx, change.roomId);
      await app.jobs.publish(tx, 'study-room.changed', change, {
        key: `${change.roomId}:${change.change}:${app.clock().toISOString()}`,
      });
    },
  });

  app.get(
    '/tutor/master-study-room',
    {
      schema: {
        tags: masterTags,
        summary: "The signed-in tutor's masters, newest first (`archived=true`: the archived ones)",
        querystring: studyRoomTemplateListQuerySchema,
        response: { 200: studyRoomTemplateListSchema, ...errors },
      },
    },
    (request) => templates.list(actorOf(request), request.query),
  );

  app.post(
    '/tutor/master-study-room',
    {
      schema: {
        tags: masterTags,
        summary: 'Create a master (a verified tutor only: STUDY_ROOM_TUTOR_UNVERIFIED otherwise)',
        body: studyRoomTemplateInputSchema,
        response: { 201: studyRoomTemplateResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await templates.create(actorOf(request), request.body) }),
  );

  app.get(
    '/tutor/master-study-room/:id',
    {
      schema: {
        tags: masterTags,
        summary: 'One master with its files (signed links)',
        params: idParamsSchema,
        response: { 200: studyRoomTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await templates.get(actorOf(request), request.params.id) }),
  );

  app.patch(
    '/tutor/master-study-room/:id',
    {
      schema: {
        tags: masterTags,
        summary: 'Edit a master (rooms made from it keep their copy)',
        params: idParamsSchema,
        body: studyRoomTemplateUpdateSchema,
        response: { 200: studyRoomTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await templates.update(actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/tutor/master-study-room/:id',
    {
      schema: {
        tags: masterTags,
        summary:
          'Delete a master, or archive it while rooms made from it have not ended (`outcome` says which)',
        params: idParamsSchema,
        response: { 200: deleteStudyRoomTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { outcome: await templates.remove(actorOf(request), request.params.id) } }),
  );

  app.post(
    '/tutor/master-study-room/:id/berkas',
    {
      schema: {
        tags: masterTags,
        summary: `Attach a file (multipart field \`berkas\`, up to ${megabytes(maxBytes)}): PDF, images, Office, ZIP, judged by content`,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          201: studyRoomTemplateResponseSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const tooLarge = () =>
        new AppError('FILE_TOO_LARGE', `Berkas terlalu besar. Ukuran maksimal ${megabytes(maxBytes)}.`, {
          maxBytes,
        });
      const upload = await readRawUpload(request, { field: FILE_FIELD, maxBytes, tooLarge });
      if (upload.bytes.byteLength > maxBytes) throw tooLarge();
      const template = await templates.upload(actorOf(request), request.params.id, upload);
      return reply.status(201).send({ data: template });
    },
  );

  app.delete(
    '/tutor/master-study-room/:id/berkas/:fileId',
    {
      schema: {
        tags: masterTags,
        summary: 'Remove a file from a master (rooms made from it keep theirs)',
        params: studyRoomFileParamsSchema,
        response: { 200: studyRoomTemplateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await templates.deleteFile(actorOf(request), request.params.id, request.params.fileId),
    }),
  );

  app.get(
    '/tutor/study-room',
    {
      schema: {
        tags: roomTags,
        summary:
          "The tutor's rooms: `upcoming` (by start), `live` (started or inside its time), `past` (latest first)",
        querystring: tutorStudyRoomsQuerySchema,
        response: { 200: studyRoomListSchema, ...errors },
      },
    },
    (request) => rooms.list(actorOf(request), request.query),
  );

  app.post(
    '/tutor/study-room',
    {
      schema: {
        tags: roomTags,
        summary:
          'Create one room or a weekly series from a master (all or none); SESSION_IN_PAST 422, SESSION_OVERLAP 409',
        body: createStudyRoomsInputSchema,
        response: { 201: createdStudyRoomsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await rooms.create(actorOf(request), request.body) }),
  );

  app.get(
    '/tutor/study-room/:id',
    {
      schema: {
        tags: roomTags,
        summary: 'One of the tutor’s rooms as the editor shows it (meeting link, description, files)',
        params: idParamsSchema,
        response: { 200: tutorStudyRoomResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await rooms.get(actorOf(request), request.params.id) }),
  );

  app.patch(
    '/tutor/study-room/:id',
    {
      schema: {
        tags: roomTags,
        summary:
          'Edit a room; moving it needs `reason` (participants are e-mailed); capacity never below seats taken',
        params: idParamsSchema,
        body: updateStudyRoomInputSchema,
        response: { 200: tutorStudyRoomResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await announced(await rooms.update(actorOf(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/tutor/study-room/:id/batal',
    {
      schema: {
        tags: roomTags,
        summary: 'Cancel a room that has not started, with a reason e-mailed to its participants',
        params: idParamsSchema,
        body: cancelStudyRoomInputSchema,
        response: { 200: tutorStudyRoomResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await announced(await rooms.cancel(actorOf(request), request.params.id, request.body.reason)),
    }),
  );

  app.delete(
    '/tutor/study-room/:id',
    {
      schema: {
        tags: roomTags,
        summary: 'Delete a room nobody joined (STUDY_ROOM_HAS_PARTICIPANTS otherwise: cancel it)',
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rooms.remove(actorOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/tutor/study-room/:id/peserta',
    {
      schema: {
        tags: roomTags,
        summary: 'The room’s participants (removed ones flagged), earliest first',
        params: idParamsSchema,
        response: { 200: studyRoomParticipantsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await rooms.participants(actorOf(request), request.params.id) }),
  );
};
