import { z } from 'zod';
import { dataOf } from './common';
import type { studyRoomChatResponseSchema } from './study-rooms';

/** Study rooms' chat beside `study-rooms.ts` (ADR 0049): moderation, presence, the chat's opening hours. */

export const STUDY_ROOM_CHAT_OPEN_AFTER_END_HOURS = 24;

/** `DELETE /api/study-room/{id}/chat/{messageId}`. */
export const studyRoomMessageParamsSchema = z.strictObject({ id: z.uuid(), messageId: z.uuid() });

/** `POST /api/tutor/study-room/{id}/peserta/{userId}/bisukan|suarakan|keluarkan`. */
export const studyRoomParticipantParamsSchema = z.strictObject({ id: z.uuid(), userId: z.uuid() });
/** The participant's standing after a moderation step. */
export const studyRoomModerationResponseSchema = dataOf(
  z.object({ userId: z.uuid(), muted: z.boolean(), removed: z.boolean() }),
);

/** One user online in a study room (the tutor, a participant, or an admin looking in). */
export const studyRoomOnlineUserSchema = z
  .object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable(), isTutor: z.boolean() })
  .meta({ id: 'StudyRoomOnlineUser' });
export type StudyRoomOnlineUser = z.infer<typeof studyRoomOnlineUserSchema>;
/** `GET /api/study-room/{id}/daring`: who is online in the room now (sockets watching it, on every instance). */
export const studyRoomOnlineResponseSchema = dataOf(z.array(studyRoomOnlineUserSchema));

/** `GET /api/study-room/{id}/chat`'s answer. */
export type StudyRoomChat = z.infer<typeof studyRoomChatResponseSchema>['data'];
