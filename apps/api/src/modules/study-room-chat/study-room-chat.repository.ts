import { and, asc, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type StudyRoomMessageRow, studyRoomMessages } from './study-room-chat.tables';

/** A page of a room's chat, oldest first. */
export interface StudyRoomMessagePage {
  rows: StudyRoomMessageRow[];
  hasOlder: boolean;
  lastSeq: number;
}

/**
 * The chat's messages (ADR 0049). `post` numbers each room's messages 1, 2, 3… without gaps: writers of one room
 * queue on a transaction-scoped advisory lock of the room, and each reads the highest number after the previous
 * writer committed (read committed: every statement sees a fresh snapshot). One lock per posting transaction, so it
 * never fills the shared lock table.
 */
export function studyRoomChatRepository(db: Database) {
  async function lastSeqOf(on: Database, roomId: string): Promise<number> {
    const [row] = await on
      .select({ last: max(studyRoomMessages.seq) })
      .from(studyRoomMessages)
      .where(eq(studyRoomMessages.roomId, roomId));
    return Number(row?.last ?? 0);
  }

  return {
    lastSeq: (roomId: string) => lastSeqOf(db, roomId),

    /**
     * `after`: the messages after that number (catching up), oldest first, at most `limit`. Otherwise the latest
     * `limit` messages before `before` (or the latest of all), oldest first, with whether older ones exist.
     */
    async page(
      roomId: string,
      query: { after?: number | undefined; before?: number | undefined; limit: number },
    ): Promise<StudyRoomMessagePage> {
      const ofRoom = eq(studyRoomMessages.roomId, roomId);
      const lastSeq = await lastSeqOf(db, roomId);
      if (query.after !== undefined) {
        const rows = await db
          .select()
          .from(studyRoomMessages)
          .where(and(ofRoom, gt(studyRoomMessages.seq, query.after)))
          .orderBy(asc(studyRoomMessages.seq))
          .limit(query.limit);
        return { rows, hasOlder: (rows[0]?.seq ?? query.after + 1) > 1, lastSeq };
      }
      const rows = await db
        .select()
        .from(studyRoomMessages)
        .where(query.before === undefined ? ofRoom : and(ofRoom, lt(studyRoomMessages.seq, query.before)))
        .orderBy(desc(studyRoomMessages.seq))
        .limit(query.limit + 1);
      const hasOlder = rows.length > query.limit;
      return { rows: rows.slice(0, query.limit).reverse(), hasOlder, lastSeq };
    },

    /** Adds a message with the room's next number. Run it in a transaction (the lock lasts until its end). */
    async post(values: {
      roomId: string;
      authorId: string;
      body: string;
      at: Date;
    }): Promise<StudyRoomMessageRow> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`study_room_chat:${values.roomId}`}, 0))`,
      );
      const seq = (await lastSeqOf(db, values.roomId)) + 1;
      const [row] = await db
        .insert(studyRoomMessages)
        .values({
          roomId: values.roomId,
          seq,
          authorId: values.authorId,
          body: values.body,
          createdAt: values.at,
        })
        .returning();
      if (!row) throw new Error('chat message not stored');
      return row;
    },

    async find(roomId: string, messageId: string): Promise<StudyRoomMessageRow | null> {
      const [row] = await db
        .select()
        .from(studyRoomMessages)
        .where(and(eq(studyRoomMessages.roomId, roomId), eq(studyRoomMessages.id, messageId)));
      return row ?? null;
    },

    /** Empties a message and marks it deleted; null when it is unknown or was deleted already. */
    async delete(roomId: string, messageId: string, at: Date): Promise<StudyRoomMessageRow | null> {
      const [row] = await db
        .update(studyRoomMessages)
        .set({ body: '', deletedAt: at })
        .where(
          and(
            eq(studyRoomMessages.roomId, roomId),
            eq(studyRoomMessages.id, messageId),
            isNull(studyRoomMessages.deletedAt),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
export type StudyRoomChatRepository = ReturnType<typeof studyRoomChatRepository>;
