import type { StudyRoomSubject } from '@scola/contracts';
import type { TFunction } from 'i18next';
import { formatRupiah, subjectLabel } from '../../../lib/format';

/** `Matematika SMA · Kelas 12` (or the level alone when the room is for every grade). */
export function subjectText(t: TFunction, subject: StudyRoomSubject, grade: number | null): string {
  const name = subjectLabel(subject.name, subject.level);
  return grade === null ? name : `${name} · ${t('tutorStudyRooms.gradeLabel', { grade })}`;
}

/** `Gratis` or `Rp 25.000`. */
export function priceText(t: TFunction, price: number): string {
  return price === 0 ? t('tutorStudyRooms.free') : formatRupiah(price);
}
