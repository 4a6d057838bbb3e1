import {
  discussionPostInputSchema,
  discussionPostListSchema,
  discussionPostParamsSchema,
  discussionPostResponseSchema,
  discussionPostsQuerySchema,
  discussionThreadParamsSchema,
  hideDiscussionPostSchema,
  okResponseSchema,
} from '@scola/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  discussionImagesOf,
  discussionsOf,
  ok,
  read,
  security,
  tags,
  write,
} from './class-discussions.routes';

/** The replies of a thread: `/ruang-kelas/{id}/diskusi/{threadId}/balasan…`. */
export const classDiscussionPostsModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const images = await discussionImagesOf(app);
  const thread = '/ruang-kelas/:id/diskusi/:threadId';
  const post = `${thread}/balasan/:postId`;
  const route = { onRequest: app.requireAuth };

  app.get(
    `${thread}/balasan`,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'A page of the thread’s replies, oldest first (hidden ones without body for students)',
        params: discussionThreadParamsSchema,
        querystring: discussionPostsQuerySchema,
        response: { 200: discussionPostListSchema, ...read },
      },
    },
    async (request) =>
      (await discussionsOf(app, request, request.params.id, images)).posts(
        request.params.threadId,
        request.query,
      ),
  );

  app.post(
    `${thread}/balasan`,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Reply (DISCUSSION_LOCKED on a locked thread); followers and mentioned members are notified',
        params: discussionThreadParamsSchema,
        body: discussionPostInputSchema,
        response: { 201: discussionPostResponseSchema, ...write },
      },
    },
    async (request, reply) => {
      const discussions = await discussionsOf(app, request, request.params.id, images);
      return reply
        .code(201)
        .send({ data: await discussions.reply(request.params.threadId, request.body.body) });
    },
  );

  app.patch(
    post,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Edit one’s own reply',
        params: discussionPostParamsSchema,
        body: discussionPostInputSchema,
        response: { 200: discussionPostResponseSchema, ...write },
      },
    },
    async (request) => {
      const { threadId, postId } = request.params;
      const discussions = await discussionsOf(app, request, request.params.id, images);
      return { data: await discussions.editPost(threadId, postId, request.body.body) };
    },
  );

  app.delete(
    post,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'Delete one’s own reply (the tutor and admins may delete any)',
        params: discussionPostParamsSchema,
        response: { 200: okResponseSchema, ...write },
      },
    },
    async (request) => {
      const { threadId, postId } = request.params;
      await (await discussionsOf(app, request, request.params.id, images)).deletePost(threadId, postId);
      return ok;
    },
  );

  app.put(
    `${post}/sembunyi`,
    {
      ...route,
      schema: {
        tags,
        security,
        summary: 'The tutor (or an admin) hides or shows a reply',
        params: discussionPostParamsSchema,
        body: hideDiscussionPostSchema,
        response: { 200: okResponseSchema, ...write },
      },
    },
    async (request) => {
      const { threadId, postId } = request.params;
      await (
        await discussionsOf(app, request, request.params.id, images)
      ).hidePost(threadId, postId, request.body.hidden);
      return ok;
    },
  );
};
