import { tutorTimeZoneLabels } from '@scola/contracts';
import { zoneLabel } from '../../lib/tutor-zone';

/** `Sel, 24 Nov 2026 19.00 WIB`: a UTC time shown in the tutor's `zone` (WIB for an unknown one). */
export function formatZoned(iso: string, zone: string, language?: string): string {
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    timeZone: zone in tutorTimeZoneLabels ? zone : 'Asia/Jakarta',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${text}\u00a0${zoneLabel(zone)}`;
}
