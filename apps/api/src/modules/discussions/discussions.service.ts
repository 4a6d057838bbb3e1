import type {
  CreateDiscussionThread,
  DiscussionDoc,
  DiscussionList,
  DiscussionListQuery,
  DiscussionPostsQuery,
  ModerateDiscussionThread,
  UpdateDiscussionThread,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { usersServiceFor } from '../users';
import { createDiscussionsRepository, type PostRow, type ThreadRow } from './discussions.repository';
import {
  type DiscussionReader,
  isModerator,
  postOf,
  type PostView,
  threadOf,
  threadSummaryOf,
  type ThreadView,
} from './discussions.views';

const notFound = () => new AppError('NOT_FOUND', 'Topik diskusi tidak ditemukan.');

/**
 * The rules of a class's discussions over one database or transaction (ADR 0041). The caller has checked that the
 * reader may enter the class space and passes their role in it; `classId` scopes every thread and reply.
 */
export function discussionsServiceFor(db: Database, classId: string, reader: DiscussionReader) {
  const repo = createDiscussionsRepository(db);
  const names = (ids: Iterable<string>) => usersServiceFor(db).publicNamesByIds(ids);

  async function lockThread(threadId: string): Promise<ThreadRow> {
    const thread = await repo.lockThread(classId, threadId);
    if (!thread) throw notFound();
    return thread;
  }

  function requireModerator() {
    if (!isModerator(reader))
      throw new AppError('FORBIDDEN', 'Hanya tutor kelas ini yang bisa melakukannya.');
  }

  function requireAuthor(authorId: string) {
    if (authorId !== reader.id) throw new AppError('DISCUSSION_NOT_AUTHOR');
  }

  async function livePost(threadId: string, postId: string): Promise<PostRow> {
    const post = await repo.postOf(threadId, postId);
    if (!post || post.deletedAt) throw new AppError('NOT_FOUND', 'Balasan tidak ditemukan.');
    return post;
  }

  return {
    async list(query: DiscussionListQuery): Promise<DiscussionList> {
      const { rows, total } = await repo.listThreads(
        classId,
        reader.id,
        query.filter,
        query.page,
        query.pageSize,
      );
      const authorNames = await names(rows.map((row) => row.thread.authorId));
      return {
        data: rows.map((row) => threadSummaryOf(row.thread, row.unread, reader, authorNames)),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    async thread(threadId: string): Promise<ThreadView> {
      const found = await repo.threadFor(classId, threadId, reader.id);
      if (!found) throw notFound();
      return threadOf(found.thread, found, reader, await names([found.thread.authorId]));
    },

    async posts(
      threadId: string,
      query: DiscussionPostsQuery,
    ): Promise<{ data: PostView[]; meta: DiscussionList['meta'] }> {
      const found = await repo.threadFor(classId, threadId, reader.id);
      if (!found) throw notFound();
      const { rows, total } = await repo.postsPage(threadId, query.page, query.pageSize);
      const authorNames = await names(rows.map((row) => row.authorId));
      return {
        data: rows.map((row) => postOf(row, found.thread.answerPostId, reader, authorNames)),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    async create(input: CreateDiscussionThread, at: Date): Promise<ThreadRow> {
      const thread = await repo.insertThread({
        classId,
        authorId: reader.id,
        ...input,
        createdAt: at,
        lastActivityAt: at,
      });
      await repo.follow(thread.id, reader.id);
      await repo.markRead(thread.id, reader.id, 0, at);
      return thread;
    },

    async editThread(threadId: string, input: UpdateDiscussionThread, at: Date): Promise<ThreadRow> {
      const thread = await lockThread(threadId);
      requireAuthor(thread.authorId);
      return repo.updateThread(threadId, { ...input, editedAt: at });
    },

    async deleteThread(threadId: string, at: Date): Promise<ThreadRow> {
      const thread = await lockThread(threadId);
      if (thread.authorId !== reader.id) requireModerator();
      return repo.updateThread(threadId, { deletedAt: at });
    },

    /** A reply: refused on a locked thread; the replier follows the thread and has read up to their reply. */
    async reply(
      threadId: string,
      body: DiscussionDoc,
      at: Date,
    ): Promise<{ thread: ThreadRow; post: PostRow }> {
      const seq = await repo.takeReplySeq(classId, threadId, at);
      if (seq === null) {
        const thread = await lockThread(threadId);
        if (thread.locked) throw new AppError('DISCUSSION_LOCKED');
        throw notFound();
      }
      const post = await repo.insertPost({ threadId, seq, authorId: reader.id, body, createdAt: at });
      await repo.follow(threadId, reader.id);
      await repo.markRead(threadId, reader.id, seq, at);
      const thread = await lockThread(threadId);
      return { thread, post };
    },

    async editPost(threadId: string, postId: string, body: DiscussionDoc, at: Date) {
      const thread = await lockThread(threadId);
      const post = await livePost(threadId, postId);
      requireAuthor(post.authorId);
      return { thread, post: await repo.updatePost(postId, { body, editedAt: at }) };
    },

    async deletePost(threadId: string, postId: string, at: Date): Promise<ThreadRow> {
      await lockThread(threadId);
      const post = await livePost(threadId, postId);
      if (post.authorId !== reader.id) requireModerator();
      await repo.updatePost(postId, { deletedAt: at });
      await repo.uncountReply(threadId, postId);
      return lockThread(threadId);
    },

    async moderate(threadId: string, input: ModerateDiscussionThread, at: Date): Promise<ThreadRow> {
      requireModerator();
      const thread = await lockThread(threadId);
      const { hidden, ...flags } = input;
      const hiding =
        hidden === undefined
          ? {}
          : hidden
            ? { hiddenAt: thread.hiddenAt ?? at, hiddenBy: thread.hiddenBy ?? reader.id }
            : { hiddenAt: null, hiddenBy: null };
      return repo.updateThread(threadId, { ...flags, ...hiding });
    },

    async hidePost(threadId: string, postId: string, hidden: boolean, at: Date): Promise<ThreadRow> {
      requireModerator();
      const thread = await lockThread(threadId);
      const post = await livePost(threadId, postId);
      await repo.updatePost(
        postId,
        hidden
          ? { hiddenAt: post.hiddenAt ?? at, hiddenBy: post.hiddenBy ?? reader.id }
          : { hiddenAt: null, hiddenBy: null },
      );
      if (hidden && thread.answerPostId === postId)
        return repo.updateThread(threadId, { answerPostId: null });
      return thread;
    },

    /** Marks (or clears) the answer of a question; answers the newly marked reply, if any. */
    async markAnswer(threadId: string, postId: string | null) {
      requireModerator();
      const thread = await lockThread(threadId);
      if (thread.kind !== 'question') throw new AppError('DISCUSSION_NOT_QUESTION');
      if (postId === null)
        return { thread: await repo.updateThread(threadId, { answerPostId: null }), post: null };
      const post = await livePost(threadId, postId);
      if (post.hiddenAt) throw new AppError('DISCUSSION_POST_UNAVAILABLE');
      const changed = thread.answerPostId !== postId;
      return {
        thread: await repo.updateThread(threadId, { answerPostId: postId }),
        post: changed ? post : null,
      };
    },

    async markRead(threadId: string, at: Date): Promise<void> {
      const thread = await repo.threadFor(classId, threadId, reader.id);
      if (!thread) throw notFound();
      await repo.markRead(threadId, reader.id, thread.thread.lastSeq, at);
    },

    /** One reply as the reader sees it. */
    async postView(post: PostRow, answerPostId: string | null) {
      return postOf(post, answerPostId, reader, await names([post.authorId]));
    },

    followerIds: (threadId: string) => repo.followerIds(threadId, reader.id),
  };
}

export type DiscussionsService = ReturnType<typeof discussionsServiceFor>;
