import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EXPORT_ROW_LIMIT, toExportRows } from '../../lib/account-data';
import { studyRoomMessages } from './study-room-chat.tables';

/** The messages the account wrote in study-room chats, for its archive. */
export async function studyRoomMessagesForExport(db: Database, userId: string) {
  const rows = await db
    .select({
      id: studyRoomMessages.id,
      roomId: studyRoomMessages.roomId,
      body: studyRoomMessages.body,
      createdAt: studyRoomMessages.createdAt,
      deletedAt: studyRoomMessages.deletedAt,
    })
    .from(studyRoomMessages)
    .where(eq(studyRoomMessages.authorId, userId))
    .orderBy(desc(studyRoomMessages.createdAt))
    .limit(EXPORT_ROW_LIMIT);
  return toExportRows(rows);
}
