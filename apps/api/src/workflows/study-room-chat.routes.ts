import {
  errorBodySchema,
  idParamsSchema,
  okResponseSchema,
  postStudyRoomMessageInputSchema,
  studyRoomChatQuerySchema,
  studyRoomChatResponseSchema,
  studyRoomMessageParamsSchema,
  studyRoomMessageResponseSchema,
  studyRoomModerationResponseSchema,
  studyRoomOnlineResponseSchema,
  studyRoomParticipantParamsSchema,
} from '@scola/contracts';
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../modules/users';
import { type ModerationAction, studyRoomChat } from './study-room-chat';
import { mayWatchStudyRoom, studyRoomChatAccess } from './study-room-chat-access';

const tags = ['Ruang belajar: obrolan'];
const security = [{ accessToken: [] }];
const read = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const write = { ...read, 409: errorBodySchema };

/** The chat of the room the signed-in caller may enter (403/404 otherwise). */
function accessOf(app: FastifyInstance, request: FastifyRequest, roomId: string) {
  return studyRoomChatAccess(app.db.db, currentUser(request), roomId);
}

const moderationSteps: { path: string; action: ModerationAction; summary: string }[] = [
  { path: 'bisukan', action: 'mute', summary: 'Mute a participant: they read the chat but may not write' },
  { path: 'suarakan', action: 'unmute', summary: 'Unmute a participant' },
  {
    path: 'keluarkan',
    action: 'remove',
    summary: 'Remove a participant: seat given back, no rejoining, their sockets leave the room',
  },
];

/**
 * A study room's chat (ADR 0049): `/study-room/{id}/chat…` for the tutor, participants and admins (who read), the
 * room's presence (`/daring`), the tutor's moderation (`/tutor/study-room/{id}/peserta/{userId}/…`), and the
 * real-time rule of the socket room `studyRoom:{id}`: who may read the chat may watch it.
 */
export const studyRoomChatModule: FastifyPluginCallback = (fastify, _options, done) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const chat = studyRoomChat(app);
  const route = { onRequest: app.requireAuth };
  app.realtime.guardRooms('studyRoom', (user, roomId) => mayWatchStudyRoom(app.db.db, user, roomId));

  app.get(
    '/study-room/:id/chat',
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'The chat, oldest first: the latest page, older (`before`) or what came after (`after`)',
        params: idParamsSchema,
        querystring: studyRoomChatQuerySchema,
        response: { 200: studyRoomChatResponseSchema, ...read },
      },
    },
    async (request) => ({
      data: await chat.list(await accessOf(app, request, request.params.id), request.query),
    }),
  );

  app.post(
    '/study-room/:id/chat',
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Write in the chat (muted: STUDY_ROOM_MUTED; 24 h after the room: STUDY_ROOM_CHAT_CLOSED)',
        params: idParamsSchema,
        body: postStudyRoomMessageInputSchema,
        response: { 201: studyRoomMessageResponseSchema, ...write },
      },
    },
    async (request, reply) => {
      const access = await accessOf(app, request, request.params.id);
      return reply.code(201).send({ data: await chat.post(access, request.body.body) });
    },
  );

  app.delete(
    '/study-room/:id/chat/:messageId',
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'The tutor (or an admin) deletes a message: it stays, empty, marked deleted',
        params: studyRoomMessageParamsSchema,
        response: { 200: okResponseSchema, ...write },
      },
    },
    async (request) => {
      const access = await accessOf(app, request, request.params.id);
      await chat.deleteMessage(access, request.params.messageId);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/study-room/:id/daring',
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Who is online in the room now (sockets watching it, on every instance)',
        params: idParamsSchema,
        response: { 200: studyRoomOnlineResponseSchema, ...read },
      },
    },
    async (request) => ({ data: await chat.online(await accessOf(app, request, request.params.id)) }),
  );

  for (const step of moderationSteps) {
    app.post(
      `/tutor/study-room/:id/peserta/:userId/${step.path}`,
      {
        schema: {
          tags,
          summary: step.summary,
          params: studyRoomParticipantParamsSchema,
          response: { 200: studyRoomModerationResponseSchema, ...write },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        return { data: await chat.moderate(currentUser(request), id, userId, step.action) };
      },
    );
  }
  done();
};
