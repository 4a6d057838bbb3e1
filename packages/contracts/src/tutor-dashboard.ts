import { z } from 'zod';
import { tutorCalendarSessionSchema } from './availability';
import { dataOf } from './common';
import { dailyEarningsSchema } from './earnings';
import { tutorReviewSchema } from './reviews';
import { tutorTimeZoneSchema } from './tutor-profile';

/** A student who enrolled in one of the tutor's classes (bought it alone or through a package). */
export const tutorDashboardEnrolmentSchema = z
  .object({
    student: z.object({ id: z.uuid(), name: z.string() }),
    class: z.object({ id: z.uuid(), title: z.string() }),
    enrolledAt: z.iso.datetime(),
  })
  .meta({ id: 'TutorDashboardEnrolment' });
export type TutorDashboardEnrolment = z.infer<typeof tutorDashboardEnrolmentSchema>;

/**
 * `GET /api/tutor/beranda`: the signed-in tutor's home. Sessions of today (the tutor's zone) and the next 7 days,
 * this month's earnings per day of the zone with the balances, enrolments of the last 30 days, the rating of the
 * tutor's items and of the tutor with the latest reviews.
 */
export const tutorDashboardSchema = z
  .object({
    timeZone: tutorTimeZoneSchema,
    /** Today's date in the tutor's zone (`YYYY-MM-DD`). */
    today: z.string(),
    /** Sessions from the start of today to the end of the 7th day after, not cancelled, the earliest first. */
    sessions: z.array(tutorCalendarSessionSchema),
    earnings: z.object({
      /** Sum of `perDay` (sales less refunds this month), integer rupiah. */
      thisMonth: z.number().int(),
      perDay: z.array(dailyEarningsSchema),
      available: z.number().int().min(0),
      pending: z.number().int().min(0),
    }),
    enrolments: z.object({
      /** Enrolments in the last 30 days. */
      count: z.number().int().min(0),
      latest: z.array(tutorDashboardEnrolmentSchema),
    }),
    reviews: z.object({
      average: z.number().nullable(),
      count: z.number().int().min(0),
      latest: z.array(tutorReviewSchema),
    }),
  })
  .meta({ id: 'TutorDashboard' });
export type TutorDashboard = z.infer<typeof tutorDashboardSchema>;
export const tutorDashboardResponseSchema = dataOf(tutorDashboardSchema).meta({
  id: 'TutorDashboardResponse',
});
