import { z } from 'zod';
import { dataOf, MAX_PAGE_SIZE } from './common';
import { STUDY_ROOM_MESSAGE_MAX } from './study-rooms';

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

// ---------- chat ----------

export const studyRoomMessageSchema = z
  .object({
    id: z.uuid(),
    seq: z.number().int().min(1),
    author: z
      .object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable(), isTutor: z.boolean() })
      .nullable(),
    /** Plain text; `$…$` and `$$…$$` are maths. Empty when `deleted`. */
    body: z.string(),
    deleted: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'StudyRoomMessage' });
export type StudyRoomMessage = z.infer<typeof studyRoomMessageSchema>;

/** `GET /api/study-room/{id}/chat?after=seq` (what came after) or `?before=seq` (older history), oldest first. */
export const studyRoomChatQuerySchema = z.strictObject({
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});
/** `lastSeq`: the room's highest (0: none); `closesAt`: read-only after (24 h after the end); `canPost`: now. */
export const studyRoomChatResponseSchema = dataOf(
  z.object({
    messages: z.array(studyRoomMessageSchema),
    hasOlder: z.boolean(),
    lastSeq: z.number().int().min(0),
    closesAt: z.iso.datetime(),
    canPost: z.boolean(),
  }),
);
export const postStudyRoomMessageInputSchema = z.strictObject({
  body: z.string().trim().min(1).max(STUDY_ROOM_MESSAGE_MAX),
});
export const studyRoomMessageResponseSchema = dataOf(studyRoomMessageSchema);
