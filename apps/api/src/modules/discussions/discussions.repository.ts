import type { DiscussionDoc, DiscussionFilter, DiscussionKind } from '@scola/contracts';
import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  discussionFollowers,
  discussionPosts,
  discussionReads,
  discussionThreads,
} from './discussions.tables';

export type ThreadRow = typeof discussionThreads.$inferSelect;
export type PostRow = typeof discussionPosts.$inferSelect;

const t = discussionThreads;
const p = discussionPosts;

/** Posts by others past the reader's pointer, plus the opening post while the thread was never opened. */
function unreadOf(userId: string) {
  return sql<number>`(
    (select count(*) from ${p} where ${p.threadId} = ${t.id} and ${p.deletedAt} is null
      and ${p.authorId} <> ${userId} and ${p.seq} > coalesce(${discussionReads.lastSeq}, 0))
    + case when ${discussionReads.threadId} is null and ${t.authorId} <> ${userId} then 1 else 0 end
  )::int`;
}

function filterOf(filter: DiscussionFilter) {
  if (filter === 'question') return eq(t.kind, 'question');
  if (filter === 'discussion') return eq(t.kind, 'discussion');
  if (filter === 'unanswered') return and(eq(t.kind, 'question'), isNull(t.answerPostId));
  return undefined;
}

/** The only code that queries the discussion tables. */
export function createDiscussionsRepository(db: Database) {
  return {
    async insertThread(values: {
      classId: string;
      authorId: string;
      kind: DiscussionKind;
      title: string;
      body: DiscussionDoc;
      createdAt: Date;
      lastActivityAt: Date;
    }): Promise<ThreadRow> {
      const [row] = await db.insert(t).values(values).returning();
      if (!row) throw new Error('thread not inserted');
      return row;
    },

    /** A page of a class's threads for a reader: pinned first, then the latest activity; one query + a count. */
    async listThreads(
      classId: string,
      userId: string,
      filter: DiscussionFilter,
      page: number,
      pageSize: number,
    ) {
      const where = and(eq(t.classId, classId), isNull(t.deletedAt), filterOf(filter));
      const [rows, [total]] = await Promise.all([
        db
          .select({ thread: t, unread: unreadOf(userId) })
          .from(t)
          .leftJoin(
            discussionReads,
            and(eq(discussionReads.threadId, t.id), eq(discussionReads.userId, userId)),
          )
          .where(where)
          .orderBy(desc(t.pinned), desc(t.lastActivityAt), desc(t.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(t).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** A live (not deleted) thread of the class, with the reader's unread count and whether they follow it. */
    async threadFor(classId: string, threadId: string, userId: string) {
      const [row] = await db
        .select({
          thread: t,
          unread: unreadOf(userId),
          following: sql<boolean>`exists (select 1 from ${discussionFollowers} f
            where f.thread_id = ${t.id} and f.user_id = ${userId})`,
        })
        .from(t)
        .leftJoin(
          discussionReads,
          and(eq(discussionReads.threadId, t.id), eq(discussionReads.userId, userId)),
        )
        .where(and(eq(t.id, threadId), eq(t.classId, classId), isNull(t.deletedAt)));
      return row ?? null;
    },

    /** The thread's row, locked for the rest of the transaction (moderation and answers change it). */
    async lockThread(classId: string, threadId: string): Promise<ThreadRow | null> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, threadId), eq(t.classId, classId), isNull(t.deletedAt)))
        .for('update');
      return row ?? null;
    },

    async updateThread(threadId: string, values: Partial<typeof t.$inferInsert>): Promise<ThreadRow> {
      const [row] = await db.update(t).set(values).where(eq(t.id, threadId)).returning();
      if (!row) throw new Error('thread vanished');
      return row;
    },

    /**
     * Takes the next reply number of an unlocked thread and counts the reply, atomically (concurrent replies get
     * distinct numbers); `null` when the thread is locked or gone.
     */
    async takeReplySeq(classId: string, threadId: string, at: Date): Promise<number | null> {
      const [row] = await db
        .update(t)
        .set({ lastSeq: sql`${t.lastSeq} + 1`, replyCount: sql`${t.replyCount} + 1`, lastActivityAt: at })
        .where(and(eq(t.id, threadId), eq(t.classId, classId), isNull(t.deletedAt), eq(t.locked, false)))
        .returning({ seq: t.lastSeq });
      return row?.seq ?? null;
    },

    /** One reply fewer (a reply deleted); the answer mark goes with it. */
    async uncountReply(threadId: string, postId: string): Promise<void> {
      await db
        .update(t)
        .set({
          replyCount: sql`${t.replyCount} - 1`,
          answerPostId: sql`case when ${t.answerPostId} = ${postId} then null else ${t.answerPostId} end`,
        })
        .where(eq(t.id, threadId));
    },

    async insertPost(values: {
      threadId: string;
      seq: number;
      authorId: string;
      body: DiscussionDoc;
      createdAt: Date;
    }) {
      const [row] = await db.insert(p).values(values).returning();
      if (!row) throw new Error('post not inserted');
      return row;
    },

    async postOf(threadId: string, postId: string): Promise<PostRow | null> {
      const [row] = await db
        .select()
        .from(p)
        .where(and(eq(p.id, postId), eq(p.threadId, threadId)))
        .for('update');
      return row ?? null;
    },

    async updatePost(postId: string, values: Partial<typeof p.$inferInsert>): Promise<PostRow> {
      const [row] = await db.update(p).set(values).where(eq(p.id, postId)).returning();
      if (!row) throw new Error('post vanished');
      return row;
    },

    /** A page of the thread's replies, oldest first. */
    async postsPage(threadId: string, page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(p)
          .where(eq(p.threadId, threadId))
          .orderBy(asc(p.seq))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(p).where(eq(p.threadId, threadId)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async follow(threadId: string, userId: string): Promise<void> {
      await db.insert(discussionFollowers).values({ threadId, userId }).onConflictDoNothing();
    },

    async followerIds(threadId: string, exceptUserId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: discussionFollowers.userId })
        .from(discussionFollowers)
        .where(and(eq(discussionFollowers.threadId, threadId), ne(discussionFollowers.userId, exceptUserId)));
      return rows.map((row) => row.userId);
    },

    /** Moves the reader's pointer forward to `seq` (never back). */
    async markRead(threadId: string, userId: string, seq: number, at: Date): Promise<void> {
      await db
        .insert(discussionReads)
        .values({ threadId, userId, lastSeq: seq, readAt: at })
        .onConflictDoUpdate({
          target: [discussionReads.threadId, discussionReads.userId],
          set: { lastSeq: sql`greatest(${discussionReads.lastSeq}, excluded.last_seq)`, readAt: at },
        });
    },

    /** Whether any reply of the thread newer than `seq` exists (tests and the read pointer's sanity). */
    async newestSeq(threadId: string): Promise<number> {
      const [row] = await db
        .select({ seq: sql<number>`coalesce(max(${p.seq}), 0)::int` })
        .from(p)
        .where(and(eq(p.threadId, threadId), gt(p.seq, 0)));
      return row?.seq ?? 0;
    },
  };
}

export type DiscussionsRepository = ReturnType<typeof createDiscussionsRepository>;
