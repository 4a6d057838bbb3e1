import {
  mdiAccountCheckOutline,
  mdiAccountPlusOutline,
  mdiAlarm,
  mdiBroadcast,
  mdiCalendarClock,
  mdiCalendarRemove,
  mdiCashCheck,
  mdiCashRefund,
  mdiCheckDecagramOutline,
  mdiForumOutline,
  mdiAt,
  mdiReceiptTextCheckOutline,
  mdiStarOutline,
} from '@mdi/js';
import type { Notification, NotificationKind } from '@scola/contracts';
import type { TFunction } from 'i18next';
import { paths } from '../../config/paths';
import { formatRupiah, formatSessionTime } from '../../lib/format';

export const kindIcons: Record<NotificationKind, string> = {
  'order.paid': mdiReceiptTextCheckOutline,
  'order.refunded': mdiCashRefund,
  'session.rescheduled': mdiCalendarClock,
  'session.cancelled': mdiCalendarRemove,
  'session.reminder': mdiAlarm,
  'session.live': mdiBroadcast,
  'discussion.reply': mdiForumOutline,
  'discussion.mention': mdiAt,
  'discussion.answer': mdiCheckDecagramOutline,
  'tutor-application.decided': mdiAccountCheckOutline,
  'review.new': mdiStarOutline,
  'payout.paid': mdiCashCheck,
  'studyRoom.joined': mdiAccountPlusOutline,
  'studyRoom.reminder': mdiAlarm,
  'studyRoom.live': mdiBroadcast,
};

const text = (params: Record<string, unknown>, key: string) => {
  const value = params[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The card's sentence, in the reader's language, from the kind and its parameters (ADR 0039). */
export function notificationText(item: Notification, t: TFunction, language: string): string {
  const p = item.params;
  const startsAt = text(p, 'startsAt');
  return t(`notifications.kind.${item.kind}`, {
    classTitle: text(p, 'classTitle'),
    roomTitle: text(p, 'roomTitle'),
    studentName: text(p, 'studentName'),
    threadTitle: text(p, 'threadTitle'),
    authorName: text(p, 'authorName'),
    targetTitle: text(p, 'targetTitle'),
    rating: text(p, 'rating'),
    minutes: text(p, 'minutesBefore'),
    amount: formatRupiah(Number(p.amount ?? 0)),
    time: startsAt ? formatSessionTime(startsAt, language) : '',
    context: item.kind === 'tutor-application.decided' ? text(p, 'status') : undefined,
  });
}

/** Where a card leads: the place the notification is about. */
export function notificationLink(item: Notification): string {
  const p = item.params;
  const classId = text(p, 'classId');
  switch (item.kind) {
    case 'order.paid':
    case 'order.refunded':
      return paths.orderDetail({ id: text(p, 'orderId') });
    case 'session.rescheduled':
    case 'session.cancelled':
    case 'session.reminder':
    case 'session.live':
      return paths.classSpace(classId);
    case 'discussion.reply':
    case 'discussion.mention':
    case 'discussion.answer':
      return paths.classSpaceDiscussion(classId, { topik: text(p, 'threadId') });
    case 'tutor-application.decided':
      return paths.tutorVerification();
    case 'review.new':
      return paths.tutorReviews();
    case 'payout.paid':
      return paths.tutorEarnings();
    // Study rooms (ADR 0049): the tutor's rooms for the tutor, the room itself (chat, meeting) for a participant.
    case 'studyRoom.joined':
      return paths.tutorStudyRooms();
    case 'studyRoom.reminder':
      return p.asTutor === true ? paths.tutorStudyRooms() : paths.studyRoom(text(p, 'roomId'));
    case 'studyRoom.live':
      return paths.studyRoom(text(p, 'roomId'));
  }
}

/** "5 menit yang lalu" / "5 minutes ago". */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language === 'en' ? 'en' : 'id', { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
