import {
  type DiscussionDoc,
  type DiscussionMember,
  type DiscussionPost,
  type DiscussionPostList,
  type DiscussionThread,
  imageIdsOf,
  mentionedIds,
} from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { ownersOfItem } from '../modules/collections';
import {
  type DiscussionPostRow,
  type DiscussionPostView,
  type DiscussionsService,
  type DiscussionThreadRow,
  type DiscussionThreadView,
  discussionsServiceFor,
} from '../modules/discussions';
import { type NewNotification, notify } from '../modules/notifications';
import { usersServiceFor } from '../modules/users';
import type { DiscussionImagesWorkflow } from './class-discussion-images';
import { type ClassSpaceAccess, mayEnterClassSpace } from './class-space-access';

/** At most this many people are notified for the mentions of one post (the rest are plain text). */
const MAX_MENTIONS = 20;

/**
 * The class discussions' use cases (ADR 0041): each change runs in one transaction with its notifications
 * (`notify`), and the class room hears `class.changed` (area `discussions`, the thread's id) after commit. Bodies
 * may only show images of this class; what is read carries signed links to its images (ADR 0047).
 */
export function classDiscussions(
  app: FastifyInstance,
  access: ClassSpaceAccess,
  userId: string,
  images: DiscussionImagesWorkflow,
) {
  const db = app.db.db;
  const reader = { id: userId, role: access.role };
  const service = (on: Database = db) => discussionsServiceFor(on, access.classId, reader);
  const threadRef = (thread: DiscussionThreadRow) => ({
    classId: access.classId,
    classTitle: access.title,
    threadId: thread.id,
    threadTitle: thread.title,
  });

  async function announce(threadId: string) {
    await app.realtime.toClass(access.classId, 'class.changed', {
      classId: access.classId,
      area: 'discussions',
      id: threadId,
    });
  }

  /** Runs a change, then announces it to the class room (after commit only). */
  async function change<T extends { thread: DiscussionThreadRow }>(
    work: (tx: Database, discussions: DiscussionsService) => Promise<T>,
  ): Promise<T> {
    const result = await inTransaction(db, (tx) => work(tx, service(tx)));
    await announce(result.thread.id);
    return result;
  }

  async function authorName(tx: Database): Promise<string> {
    return (await usersServiceFor(tx).publicNamesByIds([userId])).get(userId)?.name ?? '';
  }

  /** Members a document mentions (never the writer; the tutor and the class's students only). */
  async function mentionedMembers(tx: Database, doc: DiscussionDoc): Promise<string[]> {
    const ids = mentionedIds(doc)
      .filter((id) => id !== userId)
      .slice(0, MAX_MENTIONS);
    const members = await Promise.all(
      ids.map(async (id) => ((await mayEnterClassSpace(tx, { id, scope: [] }, access.classId)) ? id : null)),
    );
    return members.filter((id): id is string => id !== null);
  }

  /** Mentions of a post (or the opening post): once per post and person, whatever the edits. */
  async function mentionNotices(
    tx: Database,
    thread: DiscussionThreadRow,
    doc: DiscussionDoc,
    sourceId: string,
  ) {
    const mentioned = await mentionedMembers(tx, doc);
    const name = await authorName(tx);
    return mentioned.map((id): NewNotification => ({
      userId: id,
      kind: 'discussion.mention',
      params: { ...threadRef(thread), authorName: name },
      dedupeKey: `discussion.mention:${sourceId}`,
    }));
  }

  async function replyNotices(
    tx: Database,
    discussions: DiscussionsService,
    thread: DiscussionThreadRow,
    post: DiscussionPostRow,
  ) {
    const mentions = await mentionNotices(tx, thread, post.body, post.id);
    const mentioned = new Set(mentions.map((item) => item.userId));
    const followers = (await discussions.followerIds(thread.id)).filter((id) => !mentioned.has(id));
    const name = await authorName(tx);
    const replies = followers.map((id): NewNotification => ({
      userId: id,
      kind: 'discussion.reply',
      params: { ...threadRef(thread), authorName: name },
      dedupeKey: `discussion.reply:${post.id}`,
    }));
    return [...mentions, ...replies];
  }

  const at = () => app.clock();
  const checkImages = (tx: Database, body: DiscussionDoc | undefined) =>
    images.assertOfClass(tx, access.classId, body);

  async function withImages<T extends DiscussionThreadView | DiscussionPostView>(
    view: T,
  ): Promise<T & { imageUrls: Record<string, string> }> {
    return { ...view, imageUrls: await images.urlsOf(access.classId, [view.body]) };
  }
  const threadView = async (threadId: string): Promise<DiscussionThread> =>
    withImages(await service().thread(threadId));

  return {
    list: (query: Parameters<DiscussionsService['list']>[0]) => service().list(query),
    thread: threadView,
    async posts(
      threadId: string,
      query: Parameters<DiscussionsService['posts']>[1],
    ): Promise<DiscussionPostList> {
      const page = await service().posts(threadId, query);
      const urls = await images.urlsOf(
        access.classId,
        page.data.map((post) => post.body),
      );
      const urlsOf = (body: DiscussionDoc | null) =>
        Object.fromEntries(
          (body ? imageIdsOf(body) : []).flatMap((id) => (urls[id] ? [[id, urls[id]] as const] : [])),
        );
      return { ...page, data: page.data.map((post) => ({ ...post, imageUrls: urlsOf(post.body) })) };
    },

    async create(input: Parameters<DiscussionsService['create']>[0]): Promise<DiscussionThread> {
      const { thread } = await change(async (tx, discussions) => {
        await checkImages(tx, input.body);
        const created = await discussions.create(input, at());
        await notify(tx, app.jobs, await mentionNotices(tx, created, created.body, created.id));
        return { thread: created };
      });
      return threadView(thread.id);
    },

    async editThread(threadId: string, input: Parameters<DiscussionsService['editThread']>[1]) {
      await change(async (tx, discussions) => {
        await checkImages(tx, input.body);
        const thread = await discussions.editThread(threadId, input, at());
        if (input.body) await notify(tx, app.jobs, await mentionNotices(tx, thread, thread.body, thread.id));
        return { thread };
      });
      return threadView(threadId);
    },

    async deleteThread(threadId: string): Promise<void> {
      await change(async (_tx, discussions) => ({ thread: await discussions.deleteThread(threadId, at()) }));
    },

    async reply(threadId: string, body: DiscussionDoc) {
      const { post, thread } = await change(async (tx, discussions) => {
        await checkImages(tx, body);
        const made = await discussions.reply(threadId, body, at());
        await notify(tx, app.jobs, await replyNotices(tx, discussions, made.thread, made.post));
        return made;
      });
      return onePost(thread, post);
    },

    async editPost(threadId: string, postId: string, body: DiscussionDoc) {
      const { post, thread } = await change(async (tx, discussions) => {
        await checkImages(tx, body);
        const edited = await discussions.editPost(threadId, postId, body, at());
        await notify(tx, app.jobs, await mentionNotices(tx, edited.thread, body, postId));
        return edited;
      });
      return onePost(thread, post);
    },

    async deletePost(threadId: string, postId: string): Promise<void> {
      await change(async (_tx, discussions) => ({
        thread: await discussions.deletePost(threadId, postId, at()),
      }));
    },

    async moderate(threadId: string, input: Parameters<DiscussionsService['moderate']>[1]) {
      await change(async (_tx, discussions) => ({
        thread: await discussions.moderate(threadId, input, at()),
      }));
      return threadView(threadId);
    },

    async hidePost(threadId: string, postId: string, hidden: boolean): Promise<void> {
      await change(async (_tx, discussions) => ({
        thread: await discussions.hidePost(threadId, postId, hidden, at()),
      }));
    },

    /** The answer mark; its author hears of it once (not when the tutor marks their own reply). */
    async markAnswer(threadId: string, postId: string | null) {
      await change(async (tx, discussions) => {
        const marked = await discussions.markAnswer(threadId, postId);
        if (marked.post && marked.post.authorId !== userId) {
          await notify(tx, app.jobs, [
            {
              userId: marked.post.authorId,
              kind: 'discussion.answer',
              params: threadRef(marked.thread),
              dedupeKey: `discussion.answer:${marked.post.id}`,
            },
          ]);
        }
        return marked;
      });
      return threadView(threadId);
    },

    /** Reading moves only the reader's own pointer: nobody else's page changes, so nothing is announced. */
    markRead: (threadId: string) => service().markRead(threadId, at()),

    /** The tutor and the class's students whose name contains `q`, for `@` suggestions (names only). */
    async members(q: string): Promise<DiscussionMember[]> {
      const studentIds = await ownersOfItem(db, 'kelas', access.classId);
      const names = await usersServiceFor(db).publicNamesByIds([access.tutorId, ...studentIds]);
      const needle = q.toLocaleLowerCase('id');
      return [access.tutorId, ...studentIds.filter((id) => id !== access.tutorId)]
        .map((id) => ({
          id,
          name: names.get(id)?.name ?? '',
          role: id === access.tutorId ? ('tutor' as const) : ('student' as const),
        }))
        .filter((member) => member.name !== '' && member.name.toLocaleLowerCase('id').includes(needle))
        .slice(0, 20);
    },
  };

  async function onePost(thread: DiscussionThreadRow, post: DiscussionPostRow): Promise<DiscussionPost> {
    return withImages(await service().postView(post, thread.answerPostId));
  }
}

export type ClassDiscussions = ReturnType<typeof classDiscussions>;
