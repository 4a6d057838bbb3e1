import { z } from 'zod';
import { tutorTimeZoneSchema } from './tutor-profile';
import { listOf, paginationQuerySchema } from './common';
import { classSessionStatusSchema, liveClassKindSchema } from './live-classes';

/**
 * Tutor availability (ADR 0033): weekly wall-clock ranges in the tutor's zone, dated exceptions and booking settings;
 * free slots expanded on the server in UTC. Minutes count from local midnight (0–1440, end exclusive).
 */

const minuteOfDay = z.number().int().min(0).max(1440);
const rangeIsForward = (range: { startMinute: number; endMinute: number }) =>
  range.startMinute < range.endMinute;

/** A weekly range: ISO weekday (1 = Monday … 7 = Sunday), `[startMinute, endMinute)` local minutes. */
export const weeklyRuleSchema = z
  .strictObject({ weekday: z.number().int().min(1).max(7), startMinute: minuteOfDay, endMinute: minuteOfDay })
  .refine(rangeIsForward, { message: 'Jam selesai harus setelah jam mulai.', path: ['endMinute'] })
  .meta({ id: 'WeeklyRule' });
export type WeeklyRuleInput = z.infer<typeof weeklyRuleSchema>;

const localDate = z.iso.date();

/** A dated exception: a day off, or extra hours on that local date. */
export const availabilityExceptionSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ date: localDate, kind: z.literal('off') }),
    z
      .strictObject({
        date: localDate,
        kind: z.literal('extra'),
        startMinute: minuteOfDay,
        endMinute: minuteOfDay,
      })
      .refine(rangeIsForward, { message: 'Jam selesai harus setelah jam mulai.', path: ['endMinute'] }),
  ])
  .meta({ id: 'AvailabilityException' });
export type AvailabilityExceptionInput = z.infer<typeof availabilityExceptionSchema>;

export const bookingSettingsSchema = z
  .strictObject({
    /** A slot starts at least this long after now (0–14 days). */
    minimumNoticeMinutes: z.number().int().min(0).max(20160),
    /** Kept free before and after every session (0–4 hours). */
    bufferMinutes: z.number().int().min(0).max(240),
    /** Slots are offered up to this many days ahead. */
    horizonDays: z.number().int().min(1).max(365),
    /** Length of one bookable slot. */
    slotMinutes: z.number().int().min(15).max(480),
  })
  .meta({ id: 'BookingSettings' });
export type BookingSettingsInput = z.infer<typeof bookingSettingsSchema>;

export const MAX_WEEKLY_RULES = 70;
export const MAX_AVAILABILITY_EXCEPTIONS = 200;

/** `GET`/`PUT /api/tutor/jadwal/aturan`: the whole availability, replaced as one. */
export const tutorAvailabilitySchema = z
  .strictObject({
    timeZone: tutorTimeZoneSchema,
    rules: z.array(weeklyRuleSchema).max(MAX_WEEKLY_RULES),
    exceptions: z.array(availabilityExceptionSchema).max(MAX_AVAILABILITY_EXCEPTIONS),
    settings: bookingSettingsSchema,
  })
  .meta({ id: 'TutorAvailability' });
export type TutorAvailability = z.infer<typeof tutorAvailabilitySchema>;
export const tutorAvailabilityResponseSchema = z.object({ data: tutorAvailabilitySchema });

/** A UTC time range `[startsAt, endsAt)`. */
export const timeRangeSchema = z
  .object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() })
  .meta({ id: 'TimeRange' });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** The longest range one slot or calendar request may span. */
export const MAX_SCHEDULE_RANGE_DAYS = 62;

/** `?dari=&sampai=`: an instant range (ISO-8601 with offset), at most `MAX_SCHEDULE_RANGE_DAYS` long. */
export const scheduleRangeQuerySchema = z
  .strictObject({ dari: z.iso.datetime({ offset: true }), sampai: z.iso.datetime({ offset: true }) })
  .refine((query) => Date.parse(query.dari) < Date.parse(query.sampai), {
    message: '`sampai` harus setelah `dari`.',
    path: ['sampai'],
  })
  .refine(
    (query) => Date.parse(query.sampai) - Date.parse(query.dari) <= MAX_SCHEDULE_RANGE_DAYS * 86_400_000,
    {
      message: `Rentang paling panjang ${MAX_SCHEDULE_RANGE_DAYS} hari.`,
      path: ['sampai'],
    },
  );
export type ScheduleRangeQuery = z.infer<typeof scheduleRangeQuerySchema>;

/** `GET /api/tutor/:id/slot`: the free slots of a verified tutor, with the tutor's zone (to show both zones). */
export const tutorFreeSlotsSchema = z
  .object({ timeZone: tutorTimeZoneSchema, slotMinutes: z.number().int(), slots: z.array(timeRangeSchema) })
  .meta({ id: 'TutorFreeSlots' });
export type TutorFreeSlots = z.infer<typeof tutorFreeSlotsSchema>;
export const tutorFreeSlotsResponseSchema = z.object({ data: tutorFreeSlotsSchema });

/** One session in the tutor's calendar and history; `student` is set on bimble bookings. */
export const tutorCalendarSessionSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    position: z.number().int().min(1),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    status: classSessionStatusSchema,
    meetingUrl: z.string().nullable(),
    class: z.object({ id: z.uuid(), title: z.string(), kind: liveClassKindSchema }),
    student: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'TutorCalendarSession' });
export type TutorCalendarSession = z.infer<typeof tutorCalendarSessionSchema>;

/** `GET /api/tutor/jadwal`: availability windows and sessions meeting the range. */
export const tutorCalendarSchema = z
  .object({
    timeZone: tutorTimeZoneSchema,
    availability: z.array(timeRangeSchema),
    sessions: z.array(tutorCalendarSessionSchema),
  })
  .meta({ id: 'TutorCalendar' });
export type TutorCalendar = z.infer<typeof tutorCalendarSchema>;
export const tutorCalendarResponseSchema = z.object({ data: tutorCalendarSchema });

/** `GET /api/tutor/jadwal/riwayat`: past sessions, newest first. */
export const tutorSessionHistoryQuerySchema = paginationQuerySchema;
export const tutorSessionHistorySchema = listOf(tutorCalendarSessionSchema).meta({
  id: 'TutorSessionHistory',
});
export type TutorSessionHistory = z.infer<typeof tutorSessionHistorySchema>;

/** `GET /api/akun/kalender`: whether the user has a feed link (the link itself is shown only when created). */
export const calendarFeedStatusSchema = z
  .object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() })
  .meta({ id: 'CalendarFeedStatus' });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export const calendarFeedStatusResponseSchema = z.object({ data: calendarFeedStatusSchema });

/** `POST /api/akun/kalender`: a new private feed link (any earlier link stops working). */
export const calendarFeedLinkSchema = z
  .object({ url: z.url(), createdAt: z.iso.datetime() })
  .meta({ id: 'CalendarFeedLink' });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
export const calendarFeedLinkResponseSchema = z.object({ data: calendarFeedLinkSchema });
