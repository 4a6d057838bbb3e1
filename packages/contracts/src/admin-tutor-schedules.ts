import { z } from 'zod';
import { publicationStatusSchema } from './catalogue';
import { subjectSchema } from './catalogue-reference';
import { listOf, MAX_PAGE_SIZE } from './common';
import { liveClassKindSchema } from './live-classes';

/**
 * Where a session stands: `cancelled` by its tutor (or a released bimble hold), else from its time: `scheduled` (not
 * started), `live` (started, not ended), `ended`.
 */
export const tutorSessionStatuses = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export const tutorSessionStatusSchema = z.enum(tutorSessionStatuses);
export type TutorSessionStatus = z.infer<typeof tutorSessionStatusSchema>;

/** `mendatang`: sessions that have not ended yet (live ones included); `lampau`: sessions that have ended. */
export const tutorSessionTimings = ['mendatang', 'lampau'] as const;
export const tutorSessionTimingSchema = z.enum(tutorSessionTimings);
export type TutorSessionTiming = z.infer<typeof tutorSessionTimingSchema>;

/** One class session of a tutor as the admin's schedule shows it. Times ISO-8601 UTC; `endsAt` = start + duration. */
export const adminTutorSessionSchema = z
  .object({
    id: z.uuid(),
    /** Number of the session inside its class (from 1) and its title. */
    position: z.number().int().min(1),
    title: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    durationMinutes: z.number().int().min(1),
    status: tutorSessionStatusSchema,
    /** When and why the tutor cancelled the session (null unless `status` is `cancelled`). */
    cancelledAt: z.iso.datetime().nullable(),
    cancelReason: z.string().nullable(),
    class: z.object({
      id: z.uuid(),
      slug: z.string(),
      title: z.string(),
      kind: liveClassKindSchema,
      /** Publication of the class (a draft class is not on its public page yet). */
      status: publicationStatusSchema,
      seatsTaken: z.number().int().min(0),
      capacity: z.number().int().min(1),
    }),
    tutor: z.object({ id: z.uuid(), name: z.string() }),
    subject: subjectSchema,
  })
  .meta({ id: 'AdminTutorSession' });
export type AdminTutorSession = z.infer<typeof adminTutorSessionSchema>;
export const adminTutorSessionListSchema = listOf(adminTutorSessionSchema).meta({
  id: 'AdminTutorSessionList',
});
export type AdminTutorSessionList = z.infer<typeof adminTutorSessionListSchema>;

/**
 * `GET /api/admin/tutor-jadwal`: every filter optional. `dari`/`sampai` bound the start (inclusive/exclusive, like
 * the audit log: the client turns the viewer's days into instants). Sorted by start: ascending, except for `lampau`
 * (latest first). There is no overlap filter: the database refuses overlapping sessions of one tutor (ADR 0032).
 */
export const adminTutorSessionListQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    tutor: z.uuid().optional(),
    pelajaran: z.uuid().optional(),
    dari: z.iso.datetime().optional(),
    sampai: z.iso.datetime().optional(),
    waktu: tutorSessionTimingSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (
      query.dari !== undefined &&
      query.sampai !== undefined &&
      Date.parse(query.sampai) <= Date.parse(query.dari)
    ) {
      ctx.addIssue({ code: 'custom', path: ['sampai'], message: 'sampai harus setelah dari.' });
    }
  });
export type AdminTutorSessionListQuery = z.infer<typeof adminTutorSessionListQuerySchema>;
