import {
  errorBodySchema,
  idParamsSchema,
  joinStudyRoomResponseSchema,
  myStudyRoomsQuerySchema,
  studyRoomDetailResponseSchema,
  studyRoomListQuerySchema,
  studyRoomListSchema,
  studyRoomMeetingResponseSchema,
  studyRoomSubjectCountsResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveJwtSecret } from '../modules/auth';
import { fileLinksFor } from '../modules/files';
import { currentUser } from '../modules/users';
import { studyRoomCatalogue } from './study-room-catalogue';
import { studyRoomParticipation } from './study-room-join';

const tags = ['Ruang belajar'];
const security = [{ accessToken: [] }];
const refusals = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Study rooms for students and visitors (ADR 0049): the public catalogue (`GET /study-room`, `/study-room/subjects`,
 * `/study-room/{id}`), joining a free room (`ikut`), entering the meeting (`gabung`), the tutor's "live now"
 * (`/tutor/study-room/{id}/mulai`, behind the tutor area's guard) and the student's rooms
 * (`/koleksi/ruang-belajar`).
 */
export const studyRoomStudentModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalogue = studyRoomCatalogue(app, fileLinksFor(await resolveJwtSecret(app.config)));
  const participation = studyRoomParticipation(app, catalogue);
  /** Public routes read the caller when there is one (a bad token is still 401: the client refreshes it). */
  const optionalAuth = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization) await app.requireAuth.call(app, request, reply);
  };

  app.get(
    '/study-room',
    {
      schema: {
        tags,
        summary:
          'Rooms not ended nor cancelled, by start; `q` searches title, subject and tutor; free/paid filter',
        querystring: studyRoomListQuerySchema,
        response: { 200: studyRoomListSchema, 400: errorBodySchema },
      },
    },
    async (request) => catalogue.list(request.query),
  );

  app.get(
    '/study-room/subjects',
    {
      schema: {
        tags,
        summary: 'Subjects that have upcoming rooms, with how many',
        response: { 200: studyRoomSubjectCountsResponseSchema },
      },
    },
    async () => ({ data: await catalogue.subjects() }),
  );

  app.get(
    '/study-room/:id',
    {
      onRequest: optionalAuth,
      schema: {
        tags,
        summary:
          'One room (cancelled and past too) and how the caller stands to it; file links only for its tutor, participants and admins',
        params: idParamsSchema,
        response: {
          200: studyRoomDetailResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await catalogue.detail(request.params.id, request.user),
    }),
  );

  app.post(
    '/study-room/:id/ikut',
    {
      onRequest: app.requireScope('student'),
      schema: {
        tags,
        summary:
          'Join a free room (one seat, once): STUDY_ROOM_FULL, STUDY_ROOM_PAID, STUDY_ROOM_ENDED, STUDY_ROOM_CANCELLED, STUDY_ROOM_REMOVED, STUDY_ROOM_OWN_ROOM',
        security,
        params: idParamsSchema,
        response: { 200: joinStudyRoomResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await participation.join(request.params.id, currentUser(request)) }),
  );

  app.post(
    '/study-room/:id/gabung',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Enter the meeting inside the join window (tutor or participant): records attendance, answers the link',
        security,
        params: idParamsSchema,
        response: { 200: studyRoomMeetingResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await participation.enterMeeting(request.params.id, currentUser(request)),
    }),
  );

  app.post(
    '/tutor/study-room/:id/mulai',
    {
      schema: {
        tags,
        summary: 'The room’s tutor starts it ("live now") inside its join window; idempotent',
        security,
        params: idParamsSchema,
        response: { 200: studyRoomDetailResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await participation.start(request.params.id, currentUser(request)) }),
  );

  app.get(
    '/koleksi/ruang-belajar',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['Koleksi'],
        summary:
          'The signed-in student’s rooms: `upcoming` (live too) soonest first, `past` (ended, cancelled) latest first',
        security,
        querystring: myStudyRoomsQuerySchema,
        response: { 200: studyRoomListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => participation.mine(currentUser(request), request.query),
  );
};
