import {
  createDiscussionThreadSchema,
  discussionListQuerySchema,
  discussionListSchema,
  discussionMembersQuerySchema,
  discussionMembersResponseSchema,
  discussionThreadParamsSchema,
  discussionThreadResponseSchema,
  errorBodySchema,
  idParamsSchema,
  markDiscussionAnswerSchema,
  moderateDiscussionThreadSchema,
  okResponseSchema,
  updateDiscussionThreadSchema,
} from '@scola/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveJwtSecret } from '../modules/auth';
import { fileLinksFor } from '../modules/files';
import { currentUser } from '../modules/users';
import { type DiscussionImagesWorkflow, discussionImagesWorkflow } from './class-discussion-images';
import { classDiscussions } from './class-discussions';
import { classSpaceOfRequest, classSpaceRefusals } from './class-space.routes';

export const tags = ['Ruang kelas: diskusi'];
export const security = [{ accessToken: [] }];
export const read = { 400: errorBodySchema, ...classSpaceRefusals };
export const write = { ...read, 409: errorBodySchema };
export const ok = { data: { ok: true as const } };

/** The discussions' image handling, with links signed under this installation's key. */
export async function discussionImagesOf(app: FastifyInstance): Promise<DiscussionImagesWorkflow> {
  return discussionImagesWorkflow(app, fileLinksFor(await resolveJwtSecret(app.config)));
}

/** The discussions of the class space the caller may enter (403/404 otherwise), acting as the caller. */
export async function discussionsOf(
  app: FastifyInstance,
  request: FastifyRequest,
  classId: string,
  images: DiscussionImagesWorkflow,
) {
  const access = await classSpaceOfRequest(app, request, classId);
  return classDiscussions(app, access, currentUser(request).id, images);
}

/**
 * `/ruang-kelas/{id}/diskusi…` (ADR 0041): members read and write threads and replies; the tutor and admins mark the
 * answer, pin, lock and hide; authors edit and delete their own posts. Replies: `class-discussion-posts.routes.ts`.
 */
export const classDiscussionsModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const images = await discussionImagesOf(app);
  const base = '/ruang-kelas/:id/diskusi';
  const thread = `${base}/:threadId`;
  const route = { onRequest: app.requireAuth };

  app.get(
    base,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Threads of the class (pinned first, then latest activity), with the caller’s unread counts',
        params: idParamsSchema,
        querystring: discussionListQuerySchema,
        response: { 200: discussionListSchema, ...read },
      },
    },
    async (request) => (await discussionsOf(app, request, request.params.id, images)).list(request.query),
  );

  app.post(
    base,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Start a thread (a question or a discussion); mentioned members are notified',
        params: idParamsSchema,
        body: createDiscussionThreadSchema,
        response: { 201: discussionThreadResponseSchema, ...write },
      },
    },
    async (request, reply) => {
      const discussions = await discussionsOf(app, request, request.params.id, images);
      return reply.code(201).send({ data: await discussions.create(request.body) });
    },
  );

  app.get(
    `${base}/anggota`,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Members to mention: the tutor and the students whose name contains q (names only)',
        params: idParamsSchema,
        querystring: discussionMembersQuerySchema,
        response: { 200: discussionMembersResponseSchema, ...read },
      },
    },
    async (request) => ({
      data: await (await discussionsOf(app, request, request.params.id, images)).members(request.query.q),
    }),
  );

  app.get(
    thread,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'A thread with its opening post',
        params: discussionThreadParamsSchema,
        response: { 200: discussionThreadResponseSchema, ...read },
      },
    },
    async (request) => ({
      data: await (
        await discussionsOf(app, request, request.params.id, images)
      ).thread(request.params.threadId),
    }),
  );

  app.patch(
    thread,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Edit one’s own thread (title and/or opening post)',
        params: discussionThreadParamsSchema,
        body: updateDiscussionThreadSchema,
        response: { 200: discussionThreadResponseSchema, ...write },
      },
    },
    async (request) => {
      const discussions = await discussionsOf(app, request, request.params.id, images);
      return { data: await discussions.editThread(request.params.threadId, request.body) };
    },
  );

  app.delete(
    thread,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Delete one’s own thread (the tutor and admins may delete any)',
        params: discussionThreadParamsSchema,
        response: { 200: okResponseSchema, ...write },
      },
    },
    async (request) => {
      await (
        await discussionsOf(app, request, request.params.id, images)
      ).deleteThread(request.params.threadId);
      return ok;
    },
  );

  app.put(
    `${thread}/status`,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'The tutor (or an admin) pins, locks or hides a thread',
        params: discussionThreadParamsSchema,
        body: moderateDiscussionThreadSchema,
        response: { 200: discussionThreadResponseSchema, ...write },
      },
    },
    async (request) => {
      const discussions = await discussionsOf(app, request, request.params.id, images);
      return { data: await discussions.moderate(request.params.threadId, request.body) };
    },
  );

  app.put(
    `${thread}/jawaban`,
    {
      ...route,
      schema: {
        tags,
        security,
        summary:
          'The tutor (or an admin) marks a reply as the question’s answer (null clears it); its author is notified',
        params: discussionThreadParamsSchema,
        body: markDiscussionAnswerSchema,
        response: { 200: discussionThreadResponseSchema, ...write },
      },
    },
    async (request) => {
      const discussions = await discussionsOf(app, request, request.params.id, images);
      return { data: await discussions.markAnswer(request.params.threadId, request.body.postId) };
    },
  );

  app.post(
    `${thread}/dibaca`,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'The caller has read the thread up to its latest reply (their unread count drops to 0)',
        params: discussionThreadParamsSchema,
        response: { 200: okResponseSchema, ...read },
      },
    },
    async (request) => {
      await (await discussionsOf(app, request, request.params.id, images)).markRead(request.params.threadId);
      return ok;
    },
  );
};
