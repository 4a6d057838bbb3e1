import { z } from 'zod';
import { dataOf, listOf, paginationQuerySchema } from './common';
import { meetingUrlSchema } from './tutor-sessions';

/**
 * Recordings of a class (`/api/ruang-kelas/{id}/rekaman…`, ADR 0042): the tutor uploads an MP4 or links one
 * (YouTube, Vimeo, Drive: any http(s) address), optionally for one of the class's sessions; members watch them, and
 * a student's watched position is remembered (uploads only: a linked video plays elsewhere).
 */
export const recordingSources = ['upload', 'link'] as const;
export const recordingSourceSchema = z.enum(recordingSources);
export type RecordingSource = z.infer<typeof recordingSourceSchema>;

export const recordingTitleSchema = z.string().trim().min(1).max(160);
/** A recording's address when it is linked, not uploaded: any http(s) URL. */
export const recordingUrlSchema = meetingUrlSchema;

/** Share of the video after which it counts as watched ("Selesai ditonton"). */
export const RECORDING_COMPLETED_SHARE = 0.9;

/** The caller's progress through an uploaded recording (students only; null when not started). */
export const recordingProgressSchema = z
  .object({
    positionSeconds: z.number().nonnegative(),
    durationSeconds: z.number().nonnegative().nullable(),
    completed: z.boolean(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'RecordingProgress' });
export type RecordingProgress = z.infer<typeof recordingProgressSchema>;

/** A session of the class a recording may belong to. */
export const recordingSessionSchema = z
  .object({ id: z.uuid(), title: z.string(), startsAt: z.iso.datetime() })
  .meta({ id: 'RecordingSession' });
export type RecordingSession = z.infer<typeof recordingSessionSchema>;

export const classRecordingSchema = z
  .object({
    id: z.uuid(),
    classId: z.uuid(),
    sessionId: z.uuid().nullable(),
    title: z.string(),
    source: recordingSourceSchema,
    /** The linked address (source `link`); uploads are played through `GET …/{recId}/putar`. */
    url: z.string().nullable(),
    sizeBytes: z.number().int().nonnegative().nullable(),
    /** Read from the MP4's movie header at upload; null for links. */
    durationSeconds: z.number().int().nonnegative().nullable(),
    createdAt: z.iso.datetime(),
    progress: recordingProgressSchema.nullable(),
  })
  .meta({ id: 'ClassRecording' });
export type ClassRecording = z.infer<typeof classRecordingSchema>;

/** `GET /api/ruang-kelas/{id}/rekaman`: the class's recordings by session date (then newest), one page. */
export const classRecordingListQuerySchema = paginationQuerySchema;
export type ClassRecordingListQuery = z.infer<typeof classRecordingListQuerySchema>;
export const classRecordingListSchema = listOf(classRecordingSchema, {
  /** The class's sessions (not cancelled), to group by and to assign recordings to. */
  sessions: z.array(recordingSessionSchema),
}).meta({ id: 'ClassRecordingList' });
export type ClassRecordingList = z.infer<typeof classRecordingListSchema>;

export const classRecordingResponseSchema = dataOf(classRecordingSchema);

/** `POST /api/ruang-kelas/{id}/rekaman/tautan`. */
export const addRecordingLinkInputSchema = z.strictObject({
  title: recordingTitleSchema,
  url: recordingUrlSchema,
  sessionId: z.uuid().nullable().default(null),
});
export type AddRecordingLinkInput = z.input<typeof addRecordingLinkInputSchema>;

/** The text fields of `POST /api/ruang-kelas/{id}/rekaman` (multipart, before the file `berkas`). */
export const uploadRecordingFieldsSchema = z.strictObject({
  title: recordingTitleSchema,
  sessionId: z
    .union([z.uuid(), z.literal('')])
    .optional()
    .transform((value) => value || null),
});

/** `PATCH /api/ruang-kelas/{id}/rekaman/{recId}`: rename and/or (re)assign to a session (null: none). */
export const updateRecordingInputSchema = z
  .strictObject({ title: recordingTitleSchema.optional(), sessionId: z.uuid().nullable().optional() })
  .refine((input) => input.title !== undefined || input.sessionId !== undefined, 'Tidak ada yang diubah.');
export type UpdateRecordingInput = z.infer<typeof updateRecordingInputSchema>;

export const recordingParamsSchema = z.strictObject({ id: z.uuid(), recId: z.uuid() });

/** `GET …/{recId}/putar`: a short-lived signed link to the uploaded video (HTTP Range supported). */
export const recordingPlaybackSchema = z
  .object({ url: z.string(), expiresAt: z.iso.datetime() })
  .meta({ id: 'RecordingPlayback' });
export const recordingPlaybackResponseSchema = dataOf(recordingPlaybackSchema);
export type RecordingPlayback = z.infer<typeof recordingPlaybackSchema>;

/**
 * `PUT …/{recId}/progress`: where the student is. The position only grows (a replay of an earlier part keeps the
 * furthest point) unless `restart` is set (watching again from the start).
 */
export const recordingProgressInputSchema = z.strictObject({
  positionSeconds: z.number().nonnegative().max(86_400),
  durationSeconds: z.number().positive().max(86_400).nullable().default(null),
  restart: z.boolean().default(false),
});
export type RecordingProgressInput = z.input<typeof recordingProgressInputSchema>;
export const recordingProgressResponseSchema = dataOf(recordingProgressSchema);
