import { tutorTimeZoneLabels, type TutorTimeZone } from '@scola/contracts';

/** Minutes after midnight as `HH:MM` (1440 → `24:00`, the end of the day). */
export function timeOfMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `HH:MM` as minutes after midnight, or null when it is not a time (`24:00` is allowed as an end). */
export function minutesOfTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 1440 ? minutes : null;
}

/** `Intl` formats of an instant in the tutor's zone (the lib's formatters are fixed to WIB). */
export function zonedFormat(language: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', { timeZone, ...options });
}

/** `Senin, 30 November 2026 · 16.00–17.00 WITA` in the tutor's zone. */
export function formatSessionRange(
  startsAt: string,
  endsAt: string,
  timeZone: TutorTimeZone,
  language: string,
) {
  const day = zonedFormat(language, timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = zonedFormat(language, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const start = new Date(startsAt);
  return `${day.format(start)} · ${time.format(start)}–${time.format(new Date(endsAt))} ${tutorTimeZoneLabels[timeZone]}`;
}
