import { z } from 'zod';
import { pageFields } from './catalogue';
import { subjectSchema } from './catalogue-reference';
import { dataOf, listOf } from './common';
import { schoolLevelSchema } from './users';

/** Days of the week a student can take a free trial class, Monday first. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const weekdaySchema = z.enum(weekdays);
export type Weekday = z.infer<typeof weekdaySchema>;

/** Parts of the day (WIB): morning 06–11, midday 11–15, afternoon 15–18, evening 18–21. */
export const dayParts = ['morning', 'midday', 'afternoon', 'evening'] as const;
export const dayPartSchema = z.enum(dayParts);
export type DayPart = z.infer<typeof dayPartSchema>;

export const freeTrialStatuses = ['new', 'contacted', 'scheduled', 'closed'] as const;
export const freeTrialStatusSchema = z.enum(freeTrialStatuses);
export type FreeTrialStatus = z.infer<typeof freeTrialStatusSchema>;

/** Longest note a student may add to a free trial request. */
export const MAX_FREE_TRIAL_NOTE_LENGTH = 1000;

const distinct = <T>(values: T[]) => new Set(values).size === values.length;

/**
 * `POST /api/freetrial` (signed-in student): request the one free trial class. A second request →
 * `FREE_TRIAL_ALREADY_REQUESTED` (409). Days and times: at least one each, no repeats.
 */
export const freeTrialRequestBodySchema = z.strictObject({
  subjectId: z.uuid(),
  level: schoolLevelSchema,
  preferredDays: z
    .array(weekdaySchema)
    .min(1)
    .max(weekdays.length)
    .refine(distinct, { message: 'Hari tidak boleh berulang.' }),
  preferredTimes: z
    .array(dayPartSchema)
    .min(1)
    .max(dayParts.length)
    .refine(distinct, { message: 'Waktu tidak boleh berulang.' }),
  note: z.string().trim().max(MAX_FREE_TRIAL_NOTE_LENGTH).default(''),
});
export type FreeTrialRequestBody = z.input<typeof freeTrialRequestBodySchema>;

/** A free trial request as its student sees it. */
export const freeTrialRequestSchema = z
  .object({
    id: z.uuid(),
    subject: subjectSchema,
    level: schoolLevelSchema,
    preferredDays: z.array(weekdaySchema),
    preferredTimes: z.array(dayPartSchema),
    note: z.string(),
    status: freeTrialStatusSchema,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'FreeTrialRequest' });
export type FreeTrialRequest = z.infer<typeof freeTrialRequestSchema>;
/** `POST /api/freetrial` (201) answer. */
export const freeTrialRequestResponseSchema = dataOf(freeTrialRequestSchema);
/** `GET /api/freetrial/saya`: the student's request, or `null` when they have not asked yet. */
export const myFreeTrialResponseSchema = dataOf(freeTrialRequestSchema.nullable());

/** `GET /api/admin/freetrial` and `GET /api/tutor/freetrial`: newest first, optionally one status. */
export const freeTrialListQuerySchema = z.strictObject({
  ...pageFields,
  status: freeTrialStatusSchema.optional(),
});
export type FreeTrialListQuery = z.infer<typeof freeTrialListQuerySchema>;

/** A request as the admin area lists it (with the student's contact). */
export const adminFreeTrialRequestSchema = freeTrialRequestSchema
  .extend({
    student: z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
    /** The tutor who takes it, once assigned. */
    tutorId: z.uuid().nullable(),
  })
  .meta({ id: 'AdminFreeTrialRequest' });
export type AdminFreeTrialRequest = z.infer<typeof adminFreeTrialRequestSchema>;
export const adminFreeTrialListSchema = listOf(adminFreeTrialRequestSchema).meta({
  id: 'AdminFreeTrialList',
});
export type AdminFreeTrialList = z.infer<typeof adminFreeTrialListSchema>;

/** A request as a verified tutor sees it: only for subjects they teach; the student's name, not their contact. */
export const tutorFreeTrialRequestSchema = freeTrialRequestSchema
  .extend({ student: z.object({ name: z.string() }) })
  .meta({ id: 'TutorFreeTrialRequest' });
export type TutorFreeTrialRequest = z.infer<typeof tutorFreeTrialRequestSchema>;
export const tutorFreeTrialListSchema = listOf(tutorFreeTrialRequestSchema).meta({
  id: 'TutorFreeTrialList',
});
export type TutorFreeTrialList = z.infer<typeof tutorFreeTrialListSchema>;
