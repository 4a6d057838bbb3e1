import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXPORT_ROW_LIMIT, toExportRows } from '../../lib/account-data';
import {
  discussionFollowers,
  discussionPosts,
  discussionReads,
  discussionThreads,
} from './discussions.tables';

/** The threads the account opened and the posts it wrote in class discussions, for its archive. */
export async function discussionsForExport(db: Database, userId: string) {
  const [threads, posts] = await Promise.all([
    db
      .select({
        id: discussionThreads.id,
        classId: discussionThreads.classId,
        kind: discussionThreads.kind,
        title: discussionThreads.title,
        createdAt: discussionThreads.createdAt,
      })
      .from(discussionThreads)
      .where(eq(discussionThreads.authorId, userId))
      .orderBy(desc(discussionThreads.createdAt))
      .limit(EXPORT_ROW_LIMIT),
    db
      .select({
        id: discussionPosts.id,
        threadId: discussionPosts.threadId,
        body: discussionPosts.body,
        createdAt: discussionPosts.createdAt,
        editedAt: discussionPosts.editedAt,
        deletedAt: discussionPosts.deletedAt,
      })
      .from(discussionPosts)
      .where(eq(discussionPosts.authorId, userId))
      .orderBy(desc(discussionPosts.createdAt))
      .limit(EXPORT_ROW_LIMIT),
  ]);
  return { threads: toExportRows(threads), posts: toExportRows(posts) };
}

/**
 * A deleted account's read marks and thread follows go (ADR 0051); its threads and posts stay in their class's
 * discussion, shown under the erased account's name.
 */
export async function eraseDiscussionTraces(db: Database, userId: string): Promise<void> {
  await db.delete(discussionReads).where(eq(discussionReads.userId, userId));
  await db.delete(discussionFollowers).where(eq(discussionFollowers.userId, userId));
}
