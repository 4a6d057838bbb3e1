import type { StudyRoomCard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { subjectLabel } from '../../../lib/format';
import { formatClockTime, formatDayShort, timeZoneName } from '../../../lib/viewer-time';
import { seatsLeft } from '../room-phase';

/** The short texts every room view shares: subject with grade, seats, duration. */
export function useRoomText() {
  const { t, i18n } = useTranslation();
  return {
    /** `Sen, 30 Nov · 19.00 WIB`: short enough for a card's line, in the viewer's zone. */
    when: (iso: string) =>
      `${formatDayShort(iso, i18n.language)} · ${formatClockTime(iso, i18n.language)}\u00a0${timeZoneName(i18n.language)}`,
    /** `Matematika SMA · Kelas 12`. */
    subject: (room: Pick<StudyRoomCard, 'subject' | 'grade'>) => {
      const subject = subjectLabel(room.subject.name, room.subject.level);
      return room.grade === null ? subject : `${subject} · ${t('studyRooms.grade', { grade: room.grade })}`;
    },
    /** `Sisa 3 kursi` or `Penuh`. */
    seats: (room: Pick<StudyRoomCard, 'capacity' | 'seatsTaken'>) => {
      const left = seatsLeft(room);
      return left === 0 ? t('studyRooms.seats.full') : t('studyRooms.seats.left', { count: left });
    },
    /** `90 menit`, `1 jam 30 menit`. */
    duration: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t('studyRooms.duration.minutes', { count: rest });
      if (rest === 0) return t('studyRooms.duration.hours', { count: hours });
      return t('studyRooms.duration.hoursMinutes', { hours, minutes: rest });
    },
  };
}
