import type { DiscussionDoc, DiscussionKind } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { liveClassesTable } from '../catalogue';
import { usersTable } from '../users';

/**
 * A class's discussion threads (ADR 0041). The opening post lives on the thread (`body`, the editor's JSON checked
 * against the contracts' allow-list). `last_seq` numbers the replies (taken with `update … returning`, so concurrent
 * replies never share one); `reply_count` counts the replies not deleted.
 */
export const discussionThreads = pgTable(
  'discussion_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => liveClassesTable.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DiscussionKind>().notNull(),
    title: text('title').notNull(),
    body: jsonb('body').$type<DiscussionDoc>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    hiddenBy: uuid('hidden_by').references(() => usersTable.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    answerPostId: uuid('answer_post_id'),
    lastSeq: integer('last_seq').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discussion_threads_kind', sql`${t.kind} in ('question', 'discussion')`),
    check('discussion_threads_counts', sql`${t.replyCount} >= 0 and ${t.replyCount} <= ${t.lastSeq}`),
    index('discussion_threads_class_idx').on(t.classId, t.pinned.desc(), t.lastActivityAt.desc()),
  ],
);

/** Replies of a thread; a deleted reply keeps its row (and number) with its body gone from every answer. */
export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    body: jsonb('body').$type<DiscussionDoc>().notNull(),
    hiddenBy: uuid('hidden_by').references(() => usersTable.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [unique('discussion_posts_thread_seq').on(t.threadId, t.seq)],
);

/** How far each reader has read a thread: the highest reply number seen (0: the opening post only). */
export const discussionReads = pgTable(
  'discussion_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

/** Who hears of new replies: the author and everybody who replied, automatically. */
export const discussionFollowers = pgTable(
  'discussion_followers',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('discussion_followers_user_idx').on(t.userId),
  ],
);
