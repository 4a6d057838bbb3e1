import type { TutorTimeZone } from '@scola/contracts';

/** Indonesia's zones keep one offset all year (no daylight saving): WIB +7, WITA +8, WIT +9. */
const offsetHours: Record<TutorTimeZone, number> = {
  'Asia/Jakarta': 7,
  'Asia/Makassar': 8,
  'Asia/Jayapura': 9,
};
const HOUR = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` of an instant in the tutor's zone (what `<input type="datetime-local">` holds). */
export function toZoneInput(iso: string, zone: TutorTimeZone): string {
  const local = new Date(new Date(iso).getTime() + offsetHours[zone] * HOUR);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(
    local.getUTCHours(),
  )}:${pad(local.getUTCMinutes())}`;
}

/** The UTC instant (ISO) of a `datetime-local` value read in the tutor's zone; '' when it is not a time. */
export function fromZoneInput(value: string, zone: TutorTimeZone): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - offsetHours[zone] * HOUR;
  return Number.isNaN(utc) ? '' : new Date(utc).toISOString();
}

/** A time of the tutor's zone for reading, e.g. "26 Nov 2026 19.30 WITA". */
export function formatInZone(iso: string, zone: TutorTimeZone, language: string): string {
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(iso));
  return `${text} ${zoneLabel[zone]}`;
}

export const zoneLabel: Record<TutorTimeZone, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};
