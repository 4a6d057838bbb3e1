import { z } from 'zod';
import { dataOf } from './common';
import { liveClassKindSchema } from './live-classes';

/**
 * `GET /api/koleksi/sesi`: the signed-in student's next sessions (group classes they own, bimbel slots they paid
 * for) that have not ended, soonest first, within two weeks; the meeting link is theirs to use.
 */
export const upcomingSessionSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** Only within the join window (15 minutes before the start to the end); the join route answers it too. */
    meetingUrl: z.string().nullable(),
    /** When the join window opens (15 minutes before the start). */
    joinOpensAt: z.iso.datetime(),
    classId: z.uuid(),
    classTitle: z.string(),
    classKind: liveClassKindSchema,
  })
  .meta({ id: 'UpcomingSession' });
export type UpcomingSession = z.infer<typeof upcomingSessionSchema>;

export const upcomingSessionsResponseSchema = dataOf(z.array(upcomingSessionSchema));
export type UpcomingSessionsResponse = z.infer<typeof upcomingSessionsResponseSchema>;
