import type { NotificationCategory } from '@scola/contracts';
import type { MailMessage } from '../modules/mail';
import type { NotificationRow } from '../modules/notifications';

const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`;
const when = (iso: unknown) =>
  `${new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(String(iso)))} WIB`;

const decisions: Record<string, string> = {
  approved: 'disetujui',
  needs_changes: 'perlu diperbaiki',
  rejected: 'belum dapat diterima',
};

/** One line telling of a notification in Indonesian (the e-mails are written on the server, ADR 0039). */
export function notificationLine({ kind, params: p }: Pick<NotificationRow, 'kind' | 'params'>): string {
  const s = (key: string) => {
    const value = p[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  switch (kind) {
    case 'order.paid':
      return 'Pembayaran pesananmu sudah kami terima.';
    case 'order.refunded':
      return 'Dana pesananmu sudah dikembalikan.';
    case 'session.rescheduled':
      return `Jadwal sesi ${s('classTitle')} diubah ke ${when(p.startsAt)}.`;
    case 'session.cancelled':
      return `Sesi ${s('classTitle')} pada ${when(p.startsAt)} dibatalkan.`;
    case 'session.reminder':
      return `Sesi ${s('classTitle')} dimulai dalam ${s('minutesBefore')} menit (${when(p.startsAt)}).`;
    case 'session.live':
      return `Sesi ${s('classTitle')} sedang berlangsung.`;
    case 'discussion.reply':
      return `${s('authorName')} membalas diskusi "${s('threadTitle')}" di ${s('classTitle')}.`;
    case 'discussion.mention':
      return `${s('authorName')} menyebutmu di diskusi "${s('threadTitle')}" (${s('classTitle')}).`;
    case 'discussion.answer':
      return `Balasanmu di "${s('threadTitle')}" ditandai sebagai jawaban.`;
    case 'tutor-application.decided':
      return `Pendaftaran tutormu ${decisions[s('status')] ?? s('status')}.`;
    case 'review.new':
      return `Ulasan baru (${s('rating')}/5) untuk ${s('targetTitle')}.`;
    case 'payout.paid':
      return `Pencairan dana ${rupiah(Number(p.amount))} sudah ditransfer.`;
    case 'studyRoom.joined':
      return `${s('studentName')} ikut ruang belajar ${s('roomTitle')} (${when(p.startsAt)}).`;
    case 'studyRoom.reminder':
      return `Ruang belajar ${s('roomTitle')} dimulai dalam ${s('minutesBefore')} menit (${when(p.startsAt)}).`;
    case 'studyRoom.live':
      return `Ruang belajar ${s('roomTitle')} sedang berlangsung.`;
  }
}

const categoryNames: Record<NotificationCategory, string> = {
  payments: 'pembayaran',
  sessions: 'jadwal sesi',
  discussions: 'diskusi',
  account: 'akun',
  reviews: 'ulasan',
};

export interface MailLinks {
  /** The page that opens the bell's place (the site's home for the digest). */
  open: string;
  /** The web page that turns the category's e-mail off (the API's URL goes in `List-Unsubscribe`). */
  unsubscribePage: string;
  unsubscribeApi: string;
}

function withUnsubscribe(
  to: { name: string; email: string },
  subject: string,
  body: string[],
  category: NotificationCategory,
  links: MailLinks,
): MailMessage {
  const text = [
    `Halo ${to.name},`,
    '',
    ...body,
    '',
    'Salam,',
    'Tim Scola',
    '',
    `Tidak ingin menerima e-mail ${categoryNames[category]} lagi? Berhenti berlangganan: ${links.unsubscribePage}`,
  ].join('\n');
  return {
    to: to.email,
    subject,
    text,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The reminder e-mail of a session about to start. */
export function reminderMail(
  row: Pick<NotificationRow, 'kind' | 'params'>,
  to: { name: string; email: string },
  links: MailLinks,
): MailMessage {
  // A class session's reminder names its class; a room's reminder names the room (ADR 0049).
  const isRoom = row.kind === 'studyRoom.reminder';
  const title = String(isRoom ? row.params.roomTitle : row.params.classTitle);
  const subject = `Pengingat: ${title} dimulai dalam ${String(row.params.minutesBefore)} menit`;
  return withUnsubscribe(
    to,
    subject,
    [notificationLine(row), '', `${isRoom ? 'Buka ruang belajar' : 'Buka ruang kelas'}: ${links.open}`],
    'sessions',
    links,
  );
}

/** The daily digest of a category's unread notifications (one e-mail per category, so its link stops just it). */
export function digestMail(
  rows: Pick<NotificationRow, 'kind' | 'params'>[],
  category: NotificationCategory,
  to: { name: string; email: string },
  links: MailLinks,
): MailMessage {
  return withUnsubscribe(
    to,
    `Ringkasan harian Scola: ${rows.length} notifikasi ${categoryNames[category]} belum dibaca`,
    [
      `Ada ${rows.length} notifikasi ${categoryNames[category]} yang belum kamu baca:`,
      '',
      ...rows.map((row) => `• ${notificationLine(row)}`),
      '',
      `Lihat semuanya di Scola: ${links.open}`,
    ],
    category,
    links,
  );
}
