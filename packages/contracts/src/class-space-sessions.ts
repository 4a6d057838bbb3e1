import { z } from 'zod';
import { dataOf } from './common';

/**
 * Live sessions in the class space (ADR 0043): `GET /api/ruang-kelas/{id}/sesi`, the tutor's
 * `POST …/sesi/{sessionId}/mulai` ("live now") and `POST …/sesi/{sessionId}/gabung` (join: records attendance and
 * answers where to go). The join window opens 15 minutes before the start and closes at the end.
 */
export const JOIN_WINDOW_LEAD_MINUTES = 15;

/** The join window of a session: from 15 minutes before its start to its end (half-open). */
export function joinWindowOf(session: { startsAt: Date; endsAt: Date }): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(session.startsAt.getTime() - JOIN_WINDOW_LEAD_MINUTES * 60_000),
    closesAt: session.endsAt,
  };
}

/** Whether a scheduled session's join window holds `now` (where its meeting link may be handed out). */
export function isJoinOpen(session: { startsAt: Date; endsAt: Date; status: string }, now: Date): boolean {
  const window = joinWindowOf(session);
  return session.status === 'scheduled' && window.opensAt <= now && now < window.closesAt;
}

/** `upcoming` until the tutor starts it (or it ends), `live` once started until its end, then `ended`. */
export const liveSessionStates = ['upcoming', 'live', 'ended', 'cancelled'] as const;
export const liveSessionStateSchema = z.enum(liveSessionStates);
export type LiveSessionState = z.infer<typeof liveSessionStateSchema>;

export const classSpaceSessionSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().min(1),
    title: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    state: liveSessionStateSchema,
    /** When the tutor started it; null before. */
    liveStartedAt: z.iso.datetime().nullable(),
    /** The join window: from `joinOpensAt` (15 minutes before the start) to the end. */
    joinOpensAt: z.iso.datetime(),
    joinOpen: z.boolean(),
    /** Whether the tutor set a meeting link (the link itself is answered by the join route only). */
    hasMeetingLink: z.boolean(),
    /** When the caller first joined it; null if never (and always null for the tutor and admins). */
    attendedAt: z.iso.datetime().nullable(),
    /** Students who joined it (tutor and admins only; null for students). */
    attendeeCount: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'ClassSpaceSession' });
export type ClassSpaceSession = z.infer<typeof classSpaceSessionSchema>;

/** Every session of the class the caller may see (a bimbel student: their own booked slots), by start. */
export const classSpaceSessionsResponseSchema = dataOf(z.array(classSpaceSessionSchema)).meta({
  id: 'ClassSpaceSessionsResponse',
});
export type ClassSpaceSessionsResponse = z.infer<typeof classSpaceSessionsResponseSchema>;

export const classSpaceSessionParamsSchema = z.object({ id: z.uuid(), sessionId: z.uuid() });

export const classSpaceSessionResponseSchema = dataOf(classSpaceSessionSchema).meta({
  id: 'ClassSpaceSessionResponse',
});

/** Where the joining user goes: the meeting provider's URL for them (open it in a new tab). */
export const sessionJoinSchema = z
  .object({ url: z.url(), session: classSpaceSessionSchema })
  .meta({ id: 'SessionJoin' });
export type SessionJoin = z.infer<typeof sessionJoinSchema>;
export const sessionJoinResponseSchema = dataOf(sessionJoinSchema);
