import { z } from 'zod';
import { liveSessionStateSchema } from './class-space-sessions';
import { dataOf, listOf, MAX_PAGE_SIZE } from './common';
import { discussionDocSchema } from './discussion-doc';
import {
  isoWeekdaySchema,
  localDateSchema,
  localDateTimeSchema,
  meetingUrlSchema,
  sessionReasonSchema,
} from './tutor-sessions';
import { schoolLevelSchema } from './users';

/**
 * Study rooms (ADR 0049). A master (`studyRoomTemplate`, `/api/tutor/master-study-room`) is a tutor's template; a
 * room (`/api/tutor/study-room`, public `/api/study-room`) is a scheduled copy with a start. Rooms follow the rules
 * of class sessions: state is computed (`upcoming` → `live` once the tutor starts it → `ended`), the join window
 * opens `JOIN_WINDOW_LEAD_MINUTES` before the start, and a tutor's rooms never overlap their other rooms or class
 * sessions (`SESSION_OVERLAP`).
 */

export const studyRoomStatuses = ['scheduled', 'cancelled'] as const;
export const studyRoomStatusSchema = z.enum(studyRoomStatuses);
export type StudyRoomStatus = z.infer<typeof studyRoomStatusSchema>;

export const STUDY_ROOM_MIN_MINUTES = 15;
export const STUDY_ROOM_MAX_MINUTES = 480;
export const STUDY_ROOM_MAX_CAPACITY = 500;
/** Most rooms one weekly series may create. */
export const STUDY_ROOM_MAX_SERIES = 26;
export const STUDY_ROOM_FILES_MAX = 10;
export const STUDY_ROOM_MESSAGE_MAX = 2000;

export const studyRoomTitleSchema = z.string().trim().min(3).max(120);
export const studyRoomDurationSchema = z
  .number()
  .int()
  .min(STUDY_ROOM_MIN_MINUTES)
  .max(STUDY_ROOM_MAX_MINUTES);
export const studyRoomCapacitySchema = z.number().int().min(1).max(STUDY_ROOM_MAX_CAPACITY);
/** Integer rupiah; 0 = free. A paid room costs at least Rp1.000 (the payment gateway's floor). */
export const studyRoomPriceSchema = z
  .number()
  .int()
  .min(0)
  .max(10_000_000)
  .refine((price) => price === 0 || price >= 1000, 'Harga ruang berbayar minimal Rp1.000.');
export const studyRoomGradeSchema = z.number().int().min(1).max(12).nullable();

export const studyRoomSubjectSchema = z
  .object({ id: z.uuid(), name: z.string(), slug: z.string(), level: schoolLevelSchema })
  .meta({ id: 'StudyRoomSubject' });
export type StudyRoomSubject = z.infer<typeof studyRoomSubjectSchema>;

export const studyRoomTutorSchema = z
  .object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() })
  .meta({ id: 'StudyRoomTutor' });

/** A file of a master or a room. `url` is a short-lived signed link, answered only to the tutor and participants. */
export const studyRoomFileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    byteSize: z.number().int().positive(),
    contentType: z.string(),
    url: z.string().nullable(),
  })
  .meta({ id: 'StudyRoomFile' });
export type StudyRoomFile = z.infer<typeof studyRoomFileSchema>;

// ---------- rooms (tutor) ----------

/**
 * `POST /api/tutor/study-room`: rooms copied from a master. `single` = one room at `startsAt`; `weekly` = every
 * `weekdays` day from `firstStart` to `until` at `firstStart`'s wall-clock time in the tutor's zone (expanded by
 * `expandWeeklySeries`, all rooms or none). Every room is a copy: later edits of the master do not reach it.
 */
export const createStudyRoomsInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('single'),
    templateId: z.uuid(),
    startsAt: z.iso.datetime(),
    meetingUrl: meetingUrlSchema.optional(),
  }),
  z.strictObject({
    kind: z.literal('weekly'),
    templateId: z.uuid(),
    firstStart: localDateTimeSchema,
    weekdays: z.array(isoWeekdaySchema).min(1).max(7),
    until: localDateSchema,
    meetingUrl: meetingUrlSchema.optional(),
  }),
]);
export type CreateStudyRoomsInput = z.infer<typeof createStudyRoomsInputSchema>;

/** `PATCH /api/tutor/study-room/{id}`: capacity never below the seats taken; moving it needs a `reason`. */
export const updateStudyRoomInputSchema = z.strictObject({
  title: studyRoomTitleSchema.optional(),
  description: discussionDocSchema.optional(),
  startsAt: z.iso.datetime().optional(),
  durationMinutes: studyRoomDurationSchema.optional(),
  capacity: studyRoomCapacitySchema.optional(),
  meetingUrl: meetingUrlSchema.nullable().optional(),
  reason: sessionReasonSchema.optional(),
});
export type UpdateStudyRoomInput = z.infer<typeof updateStudyRoomInputSchema>;

/** `POST /api/tutor/study-room/{id}/batal`. */
export const cancelStudyRoomInputSchema = z.strictObject({ reason: sessionReasonSchema });
export type CancelStudyRoomInput = z.infer<typeof cancelStudyRoomInputSchema>;

// ---------- rooms (everyone) ----------

/** A room as lists show it (public catalogue, the student's rooms, the tutor's rooms). */
export const studyRoomCardSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    subject: studyRoomSubjectSchema,
    grade: z.number().int().nullable(),
    tutor: studyRoomTutorSchema,
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    durationMinutes: z.number().int(),
    capacity: z.number().int(),
    seatsTaken: z.number().int(),
    price: z.number().int(),
    state: liveSessionStateSchema,
    joinOpensAt: z.iso.datetime(),
    joinOpen: z.boolean(),
    seriesId: z.uuid().nullable(),
  })
  .meta({ id: 'StudyRoomCard' });
export type StudyRoomCard = z.infer<typeof studyRoomCardSchema>;

/** How the caller stands to a room: decides what the room page shows. */
export const studyRoomViewerSchema = z
  .object({
    role: z.enum(['visitor', 'student', 'participant', 'tutor', 'admin']),
    muted: z.boolean(),
    removed: z.boolean(),
  })
  .meta({ id: 'StudyRoomViewer' });
export type StudyRoomViewer = z.infer<typeof studyRoomViewerSchema>;

/** `GET /api/study-room/{id}`: public; files' links and the meeting link only for the tutor and participants. */
export const studyRoomDetailSchema = studyRoomCardSchema
  .extend({
    description: discussionDocSchema,
    files: z.array(studyRoomFileSchema),
    hasMeetingLink: z.boolean(),
    liveStartedAt: z.iso.datetime().nullable(),
    cancelReason: z.string().nullable(),
    viewer: studyRoomViewerSchema,
  })
  .meta({ id: 'StudyRoomDetail' });
export type StudyRoomDetail = z.infer<typeof studyRoomDetailSchema>;
export const studyRoomDetailResponseSchema = dataOf(studyRoomDetailSchema);

export const studyRoomPriceFilters = ['all', 'free', 'paid'] as const;
/** `GET /api/study-room`: rooms that have not ended, by start; `q` searches title, subject and tutor. */
export const studyRoomListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  price: z.enum(studyRoomPriceFilters).default('all'),
  subject: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type StudyRoomListQuery = z.infer<typeof studyRoomListQuerySchema>;
export const studyRoomListSchema = listOf(studyRoomCardSchema).meta({ id: 'StudyRoomList' });
export type StudyRoomList = z.infer<typeof studyRoomListSchema>;

/** `GET /api/study-room/subjects`: subjects that have upcoming rooms, with counts. */
export const studyRoomSubjectCountSchema = z
  .object({ subject: studyRoomSubjectSchema, upcomingCount: z.number().int().min(1) })
  .meta({ id: 'StudyRoomSubjectCount' });
export const studyRoomSubjectCountsResponseSchema = dataOf(z.array(studyRoomSubjectCountSchema));
export type StudyRoomSubjectCount = z.infer<typeof studyRoomSubjectCountSchema>;

/** `POST /api/study-room/{id}/ikut`: join a free room (a paid one answers `STUDY_ROOM_PAID`: buy it). */
export const joinStudyRoomResponseSchema = dataOf(studyRoomDetailSchema);

/** `POST /api/study-room/{id}/gabung`: enter the live meeting (inside the window); records attendance. */
export const studyRoomMeetingResponseSchema = dataOf(z.object({ url: z.url() }));

/** `GET /api/koleksi/ruang-belajar?when=upcoming|past`: the student's rooms. */
export const myStudyRoomsQuerySchema = z.strictObject({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type MyStudyRoomsQuery = z.infer<typeof myStudyRoomsQuerySchema>;

/** `GET /api/tutor/study-room?when=upcoming|live|past`: the tutor's rooms with their participant counts. */
export const tutorStudyRoomsQuerySchema = z.strictObject({
  when: z.enum(['upcoming', 'live', 'past']).default('upcoming'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TutorStudyRoomsQuery = z.infer<typeof tutorStudyRoomsQuerySchema>;

export const studyRoomParticipantSchema = z
  .object({
    userId: z.uuid(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    joinedAt: z.iso.datetime(),
    paid: z.boolean(),
    muted: z.boolean(),
    removed: z.boolean(),
    attendedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'StudyRoomParticipant' });
export type StudyRoomParticipant = z.infer<typeof studyRoomParticipantSchema>;
/** `GET /api/tutor/study-room/{id}/peserta` (the room's tutor or an admin). */
export const studyRoomParticipantsResponseSchema = dataOf(z.array(studyRoomParticipantSchema));

// ---------- the tutor's rooms (helper A: /api/tutor/study-room) ----------

/**
 * A room as its tutor edits it: the card plus what only the tutor reads (the meeting link, the description, the
 * files with links, the master it was copied from).
 */
export const tutorStudyRoomSchema = studyRoomCardSchema
  .extend({
    templateId: z.uuid().nullable(),
    description: discussionDocSchema,
    meetingUrl: z.string().nullable(),
    files: z.array(studyRoomFileSchema),
    status: studyRoomStatusSchema,
    liveStartedAt: z.iso.datetime().nullable(),
    cancelledAt: z.iso.datetime().nullable(),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'TutorStudyRoom' });
export type TutorStudyRoom = z.infer<typeof tutorStudyRoomSchema>;
export const tutorStudyRoomResponseSchema = dataOf(tutorStudyRoomSchema);
/** `POST /api/tutor/study-room`: the rooms created (one, or the whole weekly series), by start. */
export const createdStudyRoomsResponseSchema = dataOf(z.array(tutorStudyRoomSchema)).meta({
  id: 'CreatedStudyRooms',
});
export type CreatedStudyRoomsResponse = z.infer<typeof createdStudyRoomsResponseSchema>;

/** `DELETE /api/tutor/master-study-room/{id}`: `deleted`, or `archived` when it still has rooms that have not ended. */
export const deleteStudyRoomTemplateResponseSchema = dataOf(
  z.object({ outcome: z.enum(['deleted', 'archived']) }),
);
export type DeleteStudyRoomTemplateResponse = z.infer<typeof deleteStudyRoomTemplateResponseSchema>;

export const studyRoomFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

/**
 * `SESSION_OVERLAP` details when the time collides with one of the rooms of the tutor (a class session's collision
 * keeps `sessionConflictSchema`). `kind` tells the two apart.
 */
export const studyRoomConflictSchema = z
  .object({
    kind: z.literal('study_room'),
    studyRoomId: z.uuid(),
    title: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
  })
  .meta({ id: 'StudyRoomConflict' });
export type StudyRoomConflict = z.infer<typeof studyRoomConflictSchema>;
