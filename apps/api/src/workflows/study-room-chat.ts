import type { StudyRoomChat, StudyRoomMessage, StudyRoomOnlineUser } from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { AppError } from '../lib/app-error';
import { type StudyRoomMessageRow, studyRoomChatRepository } from '../modules/study-room-chat';
import {
  removeStudyRoomParticipant,
  setStudyRoomParticipantMuted,
  studyRoomStanding,
} from '../modules/study-rooms';
import { type RequestUser, usersServiceFor } from '../modules/users';
import { postRefusal, type StudyRoomChatAccess } from './study-room-chat-access';

export type ModerationAction = 'mute' | 'unmute' | 'remove';

/** Messages as the wire shows them: authors' public names (one query for the page), the tutor marked. */
async function messagesOf(
  db: Database,
  tutorId: string,
  rows: StudyRoomMessageRow[],
): Promise<StudyRoomMessage[]> {
  const authorIds = rows.flatMap((row) => (row.authorId ? [row.authorId] : []));
  const names = await usersServiceFor(db).publicNamesByIds(authorIds);
  return rows.map((row) => {
    const author = row.authorId ? names.get(row.authorId) : undefined;
    return {
      id: row.id,
      seq: row.seq,
      author:
        row.authorId && author
          ? {
              id: row.authorId,
              name: author.name,
              avatarUrl: author.photoUrl,
              isTutor: row.authorId === tutorId,
            }
          : null,
      body: row.deletedAt ? '' : row.body,
      deleted: row.deletedAt !== null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * A study room's chat (ADR 0049): written through REST, each change announced to the room's socket room after
 * commit (`studyRoom.message`, `studyRoom.messageDeleted`, `studyRoom.participant`).
 */
export function studyRoomChat(app: FastifyInstance) {
  const db = app.db.db;

  return {
    async list(
      access: StudyRoomChatAccess,
      query: { after?: number | undefined; before?: number | undefined; limit: number },
    ): Promise<StudyRoomChat> {
      const page = await studyRoomChatRepository(db).page(access.roomId, query);
      return {
        messages: await messagesOf(db, access.tutorId, page.rows),
        hasOlder: page.hasOlder,
        lastSeq: page.lastSeq,
        closesAt: access.closesAt.toISOString(),
        canPost: postRefusal(access, app.clock()) === null,
      };
    },

    async post(access: StudyRoomChatAccess, body: string): Promise<StudyRoomMessage> {
      const now = app.clock();
      const refusal = postRefusal(access, now);
      if (refusal) throw refusal;
      const row = await inTransaction(db, (tx) =>
        studyRoomChatRepository(tx).post({ roomId: access.roomId, authorId: access.userId, body, at: now }),
      );
      const [message] = await messagesOf(db, access.tutorId, [row]);
      if (!message) throw new Error('chat message not readable');
      await app.realtime.toStudyRoom(access.roomId, 'studyRoom.message', { roomId: access.roomId, message });
      return message;
    },

    /** The tutor or an admin empties a message (idempotent: a deleted one stays deleted). */
    async deleteMessage(access: StudyRoomChatAccess, messageId: string): Promise<void> {
      if (access.role === 'participant') throw new AppError('FORBIDDEN');
      const repository = studyRoomChatRepository(db);
      const deleted = await repository.delete(access.roomId, messageId, app.clock());
      if (!deleted) {
        if (!(await repository.find(access.roomId, messageId))) {
          throw new AppError('STUDY_ROOM_MESSAGE_NOT_FOUND');
        }
        return;
      }
      await app.realtime.toStudyRoom(access.roomId, 'studyRoom.messageDeleted', {
        roomId: access.roomId,
        messageId,
        messageSeq: deleted.seq,
      });
    },

    /**
     * The room's tutor (or an admin) mutes, unmutes or removes a participant. Another tutor is told the room does not
     * exist. A removed participant's seat is given back and their sockets leave the room.
     */
    async moderate(
      user: Pick<RequestUser, 'id' | 'scope'>,
      roomId: string,
      userId: string,
      action: ModerationAction,
    ): Promise<{ userId: string; muted: boolean; removed: boolean }> {
      const standing = await studyRoomStanding(db, roomId, userId);
      if (!standing) throw new AppError('STUDY_ROOM_NOT_FOUND');
      if (standing.room.tutorId !== user.id && !user.scope.includes('admin')) {
        throw new AppError('STUDY_ROOM_NOT_FOUND');
      }
      if (!standing.participant) throw new AppError('STUDY_ROOM_PARTICIPANT_NOT_FOUND');
      if (standing.participant.removedAt && action !== 'remove') throw new AppError('STUDY_ROOM_REMOVED');
      const at = app.clock();
      const result = await inTransaction(db, async (tx) => {
        if (action === 'remove') {
          const outcome = await removeStudyRoomParticipant(tx, { roomId, userId, at });
          if (outcome === 'none') throw new AppError('STUDY_ROOM_PARTICIPANT_NOT_FOUND');
          return { userId, muted: standing.participant?.mutedAt != null, removed: true };
        }
        const muted = action === 'mute';
        const changed = await setStudyRoomParticipantMuted(tx, { roomId, userId, muted, at });
        if (!changed) throw new AppError('STUDY_ROOM_PARTICIPANT_NOT_FOUND');
        return { userId, muted, removed: false };
      });
      await app.realtime.toStudyRoom(roomId, 'studyRoom.participant', { roomId, ...result });
      if (result.removed) await app.realtime.leaveStudyRoom(userId, roomId);
      return result;
    },

    /** Who is online in the room now, with their public names (the tutor marked). */
    async online(access: StudyRoomChatAccess): Promise<StudyRoomOnlineUser[]> {
      const ids = await app.realtime.onlineInStudyRoom(access.roomId);
      if (ids.length === 0) return [];
      const names = await usersServiceFor(db).publicNamesByIds(ids);
      return ids.flatMap((id) => {
        const person = names.get(id);
        if (!person) return [];
        return [{ id, name: person.name, avatarUrl: person.photoUrl, isTutor: id === access.tutorId }];
      });
    },
  };
}
export type StudyRoomChatWorkflow = ReturnType<typeof studyRoomChat>;
