import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { studyRoomsTable } from '../study-rooms';
import { usersTable } from '../users';

/**
 * A study room's chat (ADR 0049): plain text in which `$…$` and `$$…$$` are maths (rendered with KaTeX on the
 * web). `seq` numbers a room's messages 1, 2, 3…: a client that reconnects asks for what came after the last one it
 * has (DESIGN §9: the socket only announces). A message the tutor removes keeps its row with `deleted_at` and loses
 * its body.
 */
export const studyRoomMessages = pgTable(
  'study_room_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => studyRoomsTable.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    authorId: uuid('author_id').references(() => usersTable.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    unique('study_room_messages_room_seq_key').on(t.roomId, t.seq),
    index('study_room_messages_author_idx').on(t.authorId),
    check('study_room_messages_body_length', sql`char_length(${t.body}) <= 2000`),
    check('study_room_messages_seq_valid', sql`${t.seq} >= 1`),
  ],
);
export type StudyRoomMessageRow = typeof studyRoomMessages.$inferSelect;
