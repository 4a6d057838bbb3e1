import { z } from 'zod';
import { pageFields, publicationStatusSchema, ratingSummarySchema } from './catalogue';
import { dataOf, listOf } from './common';
import { classSessionStatusSchema, liveClassKindSchema } from './live-classes';

/*
 * The tutor's records of their classes (ADR 0036): who is enrolled (`/tutor/kelas/siswa`, with a CSV export) and
 * the classes that are over (`/tutor/kelas-riwayat`). Only the owning tutor reads them under `/api/tutor`; admins
 * read any class's students under `/api/admin`.
 */

/** One of the tutor's classes with its enrolment, schedule span and rating. */
export const tutorClassSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    kind: liveClassKindSchema,
    status: publicationStatusSchema,
    /** Students who own the class (bought it, alone or in a package). */
    enrolled: z.number().int().min(0),
    capacity: z.number().int().min(1),
    /** Start of the first and end of the last non-cancelled session; null without sessions. */
    firstSessionAt: z.iso.datetime().nullable(),
    lastSessionEndsAt: z.iso.datetime().nullable(),
    /** Every non-cancelled session has ended (and there is at least one). */
    finished: z.boolean(),
    rating: ratingSummarySchema,
  })
  .meta({ id: 'TutorClassSummary' });
export type TutorClassSummary = z.infer<typeof tutorClassSummarySchema>;

/** `GET /api/tutor/kelas-siswa`: the tutor's classes (drafts left out), newest first, to pick one. */
export const tutorClassSummaryListQuerySchema = z.strictObject({ ...pageFields });
export type TutorClassSummaryListQuery = z.infer<typeof tutorClassSummaryListQuerySchema>;
export const tutorClassSummaryListSchema = listOf(tutorClassSummarySchema).meta({
  id: 'TutorClassSummaryList',
});

/** A finished class with its sales. */
export const finishedClassSchema = tutorClassSummarySchema
  .extend({
    /**
     * "Penjualan": the class's paid order lines (price after the line's voucher share), refunded lines left out, in
     * integer rupiah. Classes sold inside a package are not counted here (the package line is not split).
     */
    sales: z.number().int().min(0),
    /** Paid order lines of the class that were not refunded. */
    salesCount: z.number().int().min(0),
  })
  .meta({ id: 'FinishedClass' });
export type FinishedClass = z.infer<typeof finishedClassSchema>;

/** `GET /api/tutor/kelas-riwayat`: finished classes, the most recently finished first. */
export const finishedClassListQuerySchema = z.strictObject({ ...pageFields });
export type FinishedClassListQuery = z.infer<typeof finishedClassListQuerySchema>;
export const finishedClassListSchema = listOf(finishedClassSchema).meta({ id: 'FinishedClassList' });

export const classHistorySessionSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().min(1),
    title: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    status: classSessionStatusSchema,
    cancelReason: z.string().nullable(),
    /** Students who joined the session through the class space (ADR 0043). */
    attendeeCount: z.number().int().min(0),
  })
  .meta({ id: 'ClassHistorySession' });
export type ClassHistorySession = z.infer<typeof classHistorySessionSchema>;

/** `GET /api/tutor/kelas-riwayat/{id}`: one of the tutor's classes with its sessions (students and reviews: own lists). */
export const classHistoryDetailSchema = finishedClassSchema
  .extend({ sessions: z.array(classHistorySessionSchema) })
  .meta({ id: 'ClassHistoryDetail' });
export type ClassHistoryDetail = z.infer<typeof classHistoryDetailSchema>;
export const classHistoryDetailResponseSchema = dataOf(classHistoryDetailSchema).meta({
  id: 'ClassHistoryDetailResponse',
});

/** A student enrolled in a class. No e-mail: tutors reach students through Scola (ADR 0036). */
export const classStudentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    photoUrl: z.string().nullable(),
    enrolledAt: z.iso.datetime(),
    /** Sessions the student attended; null until attendance is recorded (shown as a dash). */
    sessionsAttended: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'ClassStudent' });
export type ClassStudent = z.infer<typeof classStudentSchema>;

/** `GET /api/tutor/kelas/{id}/siswa`: enrolled students, the earliest first. */
export const classStudentListQuerySchema = z.strictObject({ ...pageFields });
export type ClassStudentListQuery = z.infer<typeof classStudentListQuerySchema>;

/** `meta.class` names the class. */
export const classStudentListSchema = listOf(classStudentSchema, {
  class: z.object({ id: z.uuid(), title: z.string() }),
}).meta({ id: 'ClassStudentList' });
export type ClassStudentList = z.infer<typeof classStudentListSchema>;
