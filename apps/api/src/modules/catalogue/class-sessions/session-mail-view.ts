import type { Database } from '../../../db/client';
import { createClassSessionsRepository } from './class-sessions.repository';

/** What the e-mail about a changed session shows: the session now, and its class's title; null when it is gone. */
export async function sessionForMail(db: Database, sessionId: string) {
  const row = await createClassSessionsRepository(db).sessionWithClass(sessionId);
  if (!row) return null;
  return {
    classId: row.classId,
    classTitle: row.classTitle,
    title: row.title,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    meetingUrl: row.meetingUrl,
    status: row.status,
    cancelReason: row.cancelReason,
    /** A bimbel booking's student; null for a group class's session. */
    bookedBy: row.bookedBy,
  };
}
