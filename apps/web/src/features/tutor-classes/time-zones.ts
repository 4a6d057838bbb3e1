/**
 * Times in a tutor's zone. Indonesia's three zones keep one offset all year (no daylight saving), so a wall-clock
 * time converts to UTC with a fixed offset; display uses `Intl` with the IANA zone.
 */
export const zoneOffsets: Readonly<Record<string, number>> = {
  'Asia/Jakarta': 7,
  'Asia/Makassar': 8,
  'Asia/Jayapura': 9,
};

const zoneLabels: Readonly<Record<string, string>> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** `WIB`, `WITA` or `WIT` (the zone itself for any other). */
export const zoneLabel = (zone: string) => zoneLabels[zone] ?? zone;

const offsetOf = (zone: string) => zoneOffsets[zone] ?? 7;

/** `Sel, 24 Nov 2026 19.00 WIB`: a UTC time shown in `zone`. */
export function formatZoned(iso: string, zone: string, language?: string): string {
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    timeZone: zone in zoneOffsets ? zone : 'Asia/Jakarta',
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

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC time as the value of a `datetime-local` input in `zone` (`2026-11-24T19:00`). */
export function toZonedInput(iso: string, zone: string): string {
  const shifted = new Date(new Date(iso).getTime() + offsetOf(zone) * 3_600_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(
    shifted.getUTCHours(),
  )}:${pad(shifted.getUTCMinutes())}`;
}

/** The UTC ISO time of a `datetime-local` value read in `zone`; undefined when it is not a time. */
export function fromZonedInput(value: string, zone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h - offsetOf(zone), mi)).toISOString();
}
