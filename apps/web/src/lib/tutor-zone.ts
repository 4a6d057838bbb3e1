import { tutorTimeZoneLabels, type TutorTimeZone } from '@scola/contracts';

/**
 * Times in a tutor's zone (WIB, WITA, WIT), as the tutor enters and reads them. Indonesia's three zones keep one
 * offset all year (no daylight saving), so a wall-clock time converts to UTC with a fixed offset.
 */
const offsetHours: Readonly<Record<TutorTimeZone, number>> = {
  'Asia/Jakarta': 7,
  'Asia/Makassar': 8,
  'Asia/Jayapura': 9,
};
const HOUR = 3_600_000;
const offsetOf = (zone: string) => offsetHours[zone as TutorTimeZone] ?? offsetHours['Asia/Jakarta'];
const pad = (value: number) => String(value).padStart(2, '0');

/** `WIB`, `WITA` or `WIT` (the zone itself for any other). */
export const zoneLabel = (zone: string): string => tutorTimeZoneLabels[zone as TutorTimeZone] ?? zone;

/** A UTC time as the value of a `datetime-local` input in `zone` (`2026-11-24T19:00`). */
export function toZoneInput(iso: string, zone: string): string {
  const local = new Date(new Date(iso).getTime() + offsetOf(zone) * HOUR);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(
    local.getUTCHours(),
  )}:${pad(local.getUTCMinutes())}`;
}

/** The UTC ISO time of a `datetime-local` value read in `zone`; undefined when it is not a time. */
export function fromZoneInput(value: string, zone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - offsetOf(zone) * HOUR;
  return Number.isNaN(utc) ? undefined : new Date(utc).toISOString();
}
