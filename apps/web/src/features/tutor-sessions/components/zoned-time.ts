import { tutorTimeZoneLabels, type TutorTimeZone } from '@scola/contracts';
import { intlLocale } from '../../../lib/format';

const NBSP = '\u00a0';
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

/** `Senin, 7 Desember 2026` in the tutor's zone. */
export function zonedDate(iso: string, zone: TutorTimeZone, language?: string): string {
  return formatOf(intlLocale(language), zone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** `19.00` in the tutor's zone. */
function zonedClock(iso: string, zone: TutorTimeZone, language?: string): string {
  return formatOf(intlLocale(language), zone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** `19.00–20.30 WITA`. */
export function zonedTimeRange(
  session: { startsAt: string; endsAt: string },
  zone: TutorTimeZone,
  language?: string,
): string {
  return `${zonedClock(session.startsAt, zone, language)}–${zonedClock(session.endsAt, zone, language)}${NBSP}${tutorTimeZoneLabels[zone]}`;
}

/** `Senin, 7 Desember 2026 · 19.00–20.30 WITA`. */
export function zonedSessionTime(
  session: { startsAt: string; endsAt: string },
  zone: TutorTimeZone,
  language?: string,
): string {
  return `${zonedDate(session.startsAt, zone, language)} · ${zonedTimeRange(session, zone, language)}`;
}
