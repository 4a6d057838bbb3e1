import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { z } from 'zod';
import type { AppTopics, EventHandler } from '../modules/jobs';
import type { MailMessage } from '../modules/mail';
import { studyRoomAudience } from '../modules/study-rooms';
import { usersServiceFor } from '../modules/users';
import { sessionTimeText } from './tutor-session-mail';

type StudyRoomChanged = z.infer<AppTopics['study-room.changed']>;

export interface StudyRoomMailFacts {
  change: StudyRoomChanged['change'];
  title: string;
  previous: { startsAt: Date; endsAt: Date };
  current: { startsAt: Date; endsAt: Date };
  reason: string;
}

/**
 * The e-mail telling a participant that a study room moved or was cancelled (Indonesian, plain text). The meeting
 * link is not in it: it is handed out in the room's page inside the join window only.
 */
export function studyRoomChangeMail(
  facts: StudyRoomMailFacts,
  participant: { name: string; email: string },
  roomUrl: string,
): MailMessage {
  const before = sessionTimeText(facts.previous.startsAt, facts.previous.endsAt);
  const lines =
    facts.change === 'rescheduled'
      ? [
          `Jadwal ruang belajar "${facts.title}" diubah oleh tutor.`,
          '',
          `Jadwal lama: ${before}`,
          `Jadwal baru: ${sessionTimeText(facts.current.startsAt, facts.current.endsAt)}`,
          '',
          `Alasan: ${facts.reason}`,
        ]
      : [
          `Ruang belajar "${facts.title}" pada ${before} dibatalkan oleh tutor.`,
          '',
          `Alasan: ${facts.reason}`,
        ];
  const subject =
    facts.change === 'rescheduled'
      ? `Jadwal ruang belajar diubah: ${facts.title}`
      : `Ruang belajar dibatalkan: ${facts.title}`;
  const text = [
    `Halo ${participant.name},`,
    '',
    ...lines,
    '',
    `Lihat ruang belajarnya: ${roomUrl}`,
    '',
    'Salam,',
    'Tim Scola',
  ].join('\n');
  return { to: participant.email, subject, text };
}

/** The `study-room.changed` consumer: mails every participant the tutor has not removed (once per event). */
export function studyRoomChangeMailer(app: FastifyInstance): EventHandler<StudyRoomChanged> {
  return async ({ payload }, delivery) => {
    await delivery.once(async (tx) => {
      const audience = await studyRoomAudience(tx, payload.roomId);
      if (!audience) return;
      const { room, userIds } = audience;
      const users = usersServiceFor(tx);
      const roomUrl = `${app.config.publicUrl}/#/study-room/${room.id}`;
      for (const userId of userIds) {
        const participant = await users.getById(userId);
        const mail = studyRoomChangeMail(
          {
            change: payload.change,
            title: room.title,
            previous: {
              startsAt: new Date(payload.previousStartsAt),
              endsAt: new Date(payload.previousEndsAt),
            },
            current: room,
            reason: payload.reason,
          },
          participant,
          roomUrl,
        );
        await app.mailer.send(mail, { db: tx });
      }
    });
  };
}

/** The tutor's study-room changes' background work: the participants' e-mail on `study-room.changed`. */
export const studyRoomJobs: FastifyPluginCallback = (app, _options, done) => {
  app.jobs.consume('study-room.changed', 'participant-mail', studyRoomChangeMailer(app));
  done();
};
