import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type StudyRoomFileRow, studyRoomFiles } from './study-rooms.tables';

/**
 * Files of masters and rooms (ADR 0049). A room's files are copies of its master's rows that share the stored
 * object, so an object may be deleted only once no row names its key (`isKeyInUse`).
 */
export function roomFilesRepositoryFor(db: Database) {
  return {
    /** The files of these masters, oldest first (1 query). */
    ofTemplates(templateIds: string[]): Promise<StudyRoomFileRow[]> {
      if (templateIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(studyRoomFiles)
        .where(inArray(studyRoomFiles.templateId, templateIds))
        .orderBy(asc(studyRoomFiles.createdAt), asc(studyRoomFiles.id));
    },

    /** The files of these rooms, oldest first (1 query). */
    ofRooms(roomIds: string[]): Promise<StudyRoomFileRow[]> {
      if (roomIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(studyRoomFiles)
        .where(inArray(studyRoomFiles.roomId, roomIds))
        .orderBy(asc(studyRoomFiles.createdAt), asc(studyRoomFiles.id));
    },

    async countOfTemplate(templateId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(studyRoomFiles)
        .where(eq(studyRoomFiles.templateId, templateId));
      return row?.value ?? 0;
    },

    async insert(values: typeof studyRoomFiles.$inferInsert): Promise<StudyRoomFileRow> {
      const [row] = await db.insert(studyRoomFiles).values(values).returning();
      if (!row) throw new Error('study_room_files: insert returned no row');
      return row;
    },

    /** Copies a master's file rows onto each new room (same stored objects); 1 query. */
    async copyToRooms(templateFiles: StudyRoomFileRow[], roomIds: string[]): Promise<void> {
      const rows = roomIds.flatMap((roomId) =>
        templateFiles.map((file) => ({
          roomId,
          uploaderId: file.uploaderId,
          name: file.name,
          storageKey: file.storageKey,
          byteSize: file.byteSize,
          contentType: file.contentType,
          createdAt: file.createdAt,
        })),
      );
      if (rows.length > 0) await db.insert(studyRoomFiles).values(rows);
    },

    /** Deletes a master's file; answers its row (null when it is not that master's). */
    async deleteOfTemplate(templateId: string, fileId: string): Promise<StudyRoomFileRow | null> {
      const [row] = await db
        .delete(studyRoomFiles)
        .where(and(eq(studyRoomFiles.id, fileId), eq(studyRoomFiles.templateId, templateId)))
        .returning();
      return row ?? null;
    },

    /** The storage keys among `keys` that some row (of any master or room) still names. */
    async keysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ key: studyRoomFiles.storageKey })
        .from(studyRoomFiles)
        .where(and(inArray(studyRoomFiles.storageKey, keys), isNotNull(studyRoomFiles.storageKey)));
      return new Set(rows.map((row) => row.key));
    },

    /** The storage keys of the files of these masters and rooms (before a delete that cascades to them). */
    async keysOf(owner: { templateId?: string; roomId?: string }): Promise<string[]> {
      const where = owner.templateId
        ? eq(studyRoomFiles.templateId, owner.templateId)
        : eq(studyRoomFiles.roomId, owner.roomId ?? '');
      const rows = await db.select({ key: studyRoomFiles.storageKey }).from(studyRoomFiles).where(where);
      return rows.map((row) => row.key);
    },
  };
}

export type RoomFilesRepository = ReturnType<typeof roomFilesRepositoryFor>;
