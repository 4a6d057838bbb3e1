import type { TutorTimeZone } from '@scola/contracts';
import { fromZoneInput as utcOfZoneInput, zoneLabel } from '../../../lib/tutor-zone';

export { toZoneInput } from '../../../lib/tutor-zone';

/** The UTC instant (ISO) of a `datetime-local` value read in the tutor's zone; '' (the form's "no value") when it is not a time. */
export const fromZoneInput = (value: string, zone: TutorTimeZone): string =>
  utcOfZoneInput(value, zone) ?? '';

/** A time of the tutor's zone for reading, e.g. "26 Nov 2026 19.30 WITA". */
export function formatInZone(iso: string, zone: TutorTimeZone, language: string): string {
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(iso));
  return `${text} ${zoneLabel(zone)}`;
}
