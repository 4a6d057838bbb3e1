import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { inTransaction } from '../db/unit-of-work';
import { type NewNotification, notify } from '../modules/notifications';
import { activeParticipantIdsOfRooms, studyRoomsStartingBetween } from '../modules/study-rooms';
import { REMINDER_MINUTES } from './notification-events';

export const STUDY_ROOM_REMINDERS_JOB = 'study-room-reminders';
export const STUDY_ROOM_REMINDERS_CRON = '* * * * *';

const [EARLY_MINUTES, LATE_MINUTES] = REMINDER_MINUTES;

/**
 * The reminders of study rooms, like those of class sessions (ADR 0044): an hour and ten minutes before a room
 * starts, for its tutor and its active participants. The dedupe key holds the room, the lead time and the start, so
 * a run again (a second instance, a restart, the next minute) makes nothing new, and a room moved later is reminded
 * of again at its new time. A room already within ten minutes gets the ten-minute reminder only. 2 queries, then
 * one transaction per room.
 */
export async function remindStartingStudyRooms(app: FastifyInstance): Promise<number> {
  const now = app.clock();
  const db = app.db.db;
  const soon = await studyRoomsStartingBetween(db, now, new Date(now.getTime() + EARLY_MINUTES * 60_000));
  const participants = await activeParticipantIdsOfRooms(
    db,
    soon.map((room) => room.id),
  );
  let made = 0;
  for (const room of soon) {
    const minutesLeft = (room.startsAt.getTime() - now.getTime()) / 60_000;
    const minutesBefore = minutesLeft <= LATE_MINUTES ? LATE_MINUTES : EARLY_MINUTES;
    const startsAt = room.startsAt.toISOString();
    const dedupeKey = `study-room-reminder:${room.id}:${minutesBefore}:${startsAt}`;
    const base = { roomId: room.id, roomTitle: room.title, startsAt, minutesBefore };
    const items: NewNotification[] = [
      { userId: room.tutorId, kind: 'studyRoom.reminder', params: { ...base, asTutor: true }, dedupeKey },
      ...(participants.get(room.id) ?? []).map((userId): NewNotification => ({
        userId,
        kind: 'studyRoom.reminder',
        params: { ...base, asTutor: false },
        dedupeKey,
      })),
    ];
    await inTransaction(db, (tx) => notify(tx, app.jobs, items));
    made += items.length;
  }
  return made;
}

/** The study rooms' schedule: the reminders, every minute, one run per minute across every instance. */
export const studyRoomReminderJobs: FastifyPluginCallback = (app, _options, done) => {
  app.jobs.every(STUDY_ROOM_REMINDERS_JOB, STUDY_ROOM_REMINDERS_CRON, async () => {
    const made = await remindStartingStudyRooms(app);
    if (made > 0) app.log.info({ made }, 'room reminders made');
  });
  done();
};
