import type { MailMessage } from '../modules/mail';

/** Students read times in WIB: the account has no zone of its own yet (ADR 0032). */
const STUDENT_ZONE = 'Asia/Jakarta';

const dayFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: STUDENT_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: STUDENT_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Senin, 30 November 2026, 19.00–20.30 WIB". */
export function sessionTimeText(startsAt: Date, endsAt: Date): string {
  return `${dayFormat.format(startsAt)}, ${timeFormat.format(startsAt)}–${timeFormat.format(endsAt)} WIB`;
}

export interface SessionMailFacts {
  change: 'rescheduled' | 'cancelled';
  classTitle: string;
  sessionTitle: string;
  previous: { startsAt: Date; endsAt: Date };
  current: { startsAt: Date; endsAt: Date; meetingUrl: string | null };
  reason: string;
}

/** The e-mail telling a student of a class that one of its sessions moved or was cancelled (Indonesian, plain text). */
export function sessionChangeMail(
  facts: SessionMailFacts,
  student: { name: string; email: string },
  classUrl: string,
): MailMessage {
  const what = `${facts.sessionTitle} — ${facts.classTitle}`;
  const before = sessionTimeText(facts.previous.startsAt, facts.previous.endsAt);
  const lines =
    facts.change === 'rescheduled'
      ? [
          `Jadwal sesi "${what}" diubah oleh tutor.`,
          '',
          `Jadwal lama: ${before}`,
          `Jadwal baru: ${sessionTimeText(facts.current.startsAt, facts.current.endsAt)}`,
          ...(facts.current.meetingUrl ? [`Tautan pertemuan: ${facts.current.meetingUrl}`] : []),
          '',
          `Alasan: ${facts.reason}`,
        ]
      : [`Sesi "${what}" pada ${before} dibatalkan oleh tutor.`, '', `Alasan: ${facts.reason}`];
  const subject =
    facts.change === 'rescheduled'
      ? `Jadwal sesi diubah: ${facts.classTitle}`
      : `Sesi dibatalkan: ${facts.classTitle}`;
  const text = [
    `Halo ${student.name},`,
    '',
    ...lines,
    '',
    `Lihat jadwal kelasmu: ${classUrl}`,
    '',
    'Salam,',
    'Tim Scola',
  ].join('\n');
  return { to: student.email, subject, text };
}
