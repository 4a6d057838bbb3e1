import { z } from 'zod';
import { publicationStatusSchema } from './catalogue';
import { dataOf, listOf, MAX_PAGE_SIZE } from './common';
import { classSessionStatusSchema, liveClassKindSchema } from './live-classes';
import { tutorTimeZoneSchema } from './tutor-profile';

/**
 * A tutor's class sessions (`/api/tutor/kelas/{id}/sesi`, `/api/tutor/sesi/{id}`): schedule one session or a weekly
 * series, reschedule, cancel. Times are ISO-8601 UTC on the wire; a series is given as wall-clock times in the
 * tutor's zone (`timeZone`) and expanded by `expandWeeklySeries` (weekly-series.ts), the same code on both sides.
 */

/** Longest session (minutes), as the database's check allows. */
export const MAX_SESSION_MINUTES = 720;
/** Most sessions one weekly series may create. */
export const MAX_SERIES_SESSIONS = 60;

/** Any http(s) address (Zoom, Google Meet, Jitsi, …). */
export const meetingUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'Tautan pertemuan harus berupa alamat http:// atau https://.');

export const sessionTitleSchema = z.string().trim().min(1).max(120);
export const sessionDurationSchema = z.number().int().min(15).max(MAX_SESSION_MINUTES);
/** Why a session moves or is cancelled: students read it in their e-mail. */
export const sessionReasonSchema = z.string().trim().min(3).max(500);

/** `YYYY-MM-DD` (a calendar day in the tutor's zone). */
export const localDateSchema = z.iso.date();
/** `YYYY-MM-DDTHH:mm` (a wall-clock time in the tutor's zone, no offset). */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Format waktu harus YYYY-MM-DDTHH:mm.');

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const isoWeekdaySchema = z.number().int().min(1).max(7);

/** One session at an instant. `title` defaults to "Pertemuan <number>". */
export const singleSessionInputSchema = z.strictObject({
  kind: z.literal('single'),
  startsAt: z.iso.datetime(),
  durationMinutes: sessionDurationSchema,
  meetingUrl: meetingUrlSchema,
  title: sessionTitleSchema.optional(),
});

/**
 * Every `weekdays` day from `firstStart`'s date to `until` (inclusive), each at `firstStart`'s wall-clock time in the
 * tutor's zone. All sessions are created, or none (one refusal refuses the series).
 */
export const weeklySeriesInputSchema = z.strictObject({
  kind: z.literal('weekly'),
  firstStart: localDateTimeSchema,
  weekdays: z.array(isoWeekdaySchema).min(1).max(7),
  until: localDateSchema,
  durationMinutes: sessionDurationSchema,
  meetingUrl: meetingUrlSchema,
  title: sessionTitleSchema.optional(),
});
export type WeeklySeriesInput = z.infer<typeof weeklySeriesInputSchema>;

/** `POST /api/tutor/kelas/{id}/sesi`. */
export const createSessionsInputSchema = z.discriminatedUnion('kind', [
  singleSessionInputSchema,
  weeklySeriesInputSchema,
]);
export type CreateSessionsInput = z.infer<typeof createSessionsInputSchema>;

/**
 * `PATCH /api/tutor/sesi/{id}`: any of start, duration, link, title. Moving the session (start or duration) needs a
 * `reason`, which the enrolled students receive by e-mail.
 */
export const updateSessionInputSchema = z
  .strictObject({
    startsAt: z.iso.datetime().optional(),
    durationMinutes: sessionDurationSchema.optional(),
    meetingUrl: meetingUrlSchema.optional(),
    title: sessionTitleSchema.optional(),
    reason: sessionReasonSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const moves = input.startsAt !== undefined || input.durationMinutes !== undefined;
    if (moves && input.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Tulis alasan perubahan jadwal.' });
    }
    if (Object.values(input).every((value) => value === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Tidak ada yang diubah.' });
    }
  });
export type UpdateSessionInput = z.infer<typeof updateSessionInputSchema>;

/** `POST /api/tutor/sesi/{id}/batal`. */
export const cancelSessionInputSchema = z.strictObject({ reason: sessionReasonSchema });
export type CancelSessionInput = z.infer<typeof cancelSessionInputSchema>;

/** One session as its tutor sees it. `position` is null for a cancelled session (numbers go 1..n over the rest). */
export const tutorClassSessionSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().min(1).nullable(),
    title: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    durationMinutes: z.number().int().min(1),
    meetingUrl: z.string().nullable(),
    status: classSessionStatusSchema,
    cancelledAt: z.iso.datetime().nullable(),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'TutorClassSession' });
export type TutorClassSession = z.infer<typeof tutorClassSessionSchema>;

/**
 * `mendatang`: sessions not cancelled and not ended, earliest first; `riwayat`: ended or cancelled, latest first;
 * none: every session by start.
 */
export const tutorSessionViews = ['mendatang', 'riwayat'] as const;
export const tutorSessionListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  waktu: z.enum(tutorSessionViews).optional(),
});
export type TutorSessionListQuery = z.infer<typeof tutorSessionListQuerySchema>;

/** The class the sessions belong to, and the zone its tutor enters and reads times in. */
export const tutorSessionClassSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  kind: liveClassKindSchema,
  status: publicationStatusSchema,
  timeZone: tutorTimeZoneSchema,
});
export type TutorSessionClass = z.infer<typeof tutorSessionClassSchema>;

/** `GET /api/tutor/kelas/{id}/sesi`: a page of sessions; `meta.class` names the class and the tutor's zone. */
export const tutorSessionListSchema = listOf(tutorClassSessionSchema, {
  class: tutorSessionClassSchema,
}).meta({
  id: 'TutorSessionList',
});
export type TutorSessionList = z.infer<typeof tutorSessionListSchema>;

/** `POST /api/tutor/kelas/{id}/sesi`: the sessions created, by start. */
export const createdSessionsResponseSchema = dataOf(z.array(tutorClassSessionSchema)).meta({
  id: 'CreatedSessions',
});
export type CreatedSessionsResponse = z.infer<typeof createdSessionsResponseSchema>;
export const tutorSessionResponseSchema = dataOf(tutorClassSessionSchema);
export type TutorSessionResponse = z.infer<typeof tutorSessionResponseSchema>;

/** `SESSION_OVERLAP` details: the tutor's session the new time collides with (possibly of another class). */
export const sessionConflictSchema = z.object({
  sessionId: z.uuid(),
  classId: z.uuid(),
  classTitle: z.string(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type SessionConflict = z.infer<typeof sessionConflictSchema>;
