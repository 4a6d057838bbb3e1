import { suggestedTimeZones } from '@scola/contracts';
import { zoneLabel } from '../../../lib/tutor-zone';

export type ZoneGroup = 'indonesia' | 'common' | 'all';

export interface ZoneOption {
  zone: string;
  group: ZoneGroup;
}

const INDONESIA = new Set(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']);

/** Every zone the runtime knows (the suggested ones when it cannot list them). */
function knownZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [...suggestedTimeZones];
  }
}

/**
 * The zones offered: WIB, WITA and WIT first, then common ones, then every other (the account's own zone is always
 * among them, even one the list does not name).
 */
export function zoneOptions(current: string): ZoneOption[] {
  const seen = new Set<string>();
  const options: ZoneOption[] = [];
  const add = (zone: string, group: ZoneGroup) => {
    if (seen.has(zone)) return;
    seen.add(zone);
    options.push({ zone, group });
  };
  for (const zone of suggestedTimeZones) add(zone, INDONESIA.has(zone) ? 'indonesia' : 'common');
  for (const zone of [...knownZones(), current].sort()) add(zone, 'all');
  return options;
}

/** `GMT+9` for the zone now (an empty string when the runtime cannot say). */
function offsetOf(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** `WIT · Asia/Jayapura (GMT+9)`, `Asia/Tokyo (GMT+9)`. */
export function zoneOptionLabel(zone: string): string {
  const offset = offsetOf(zone);
  const name = INDONESIA.has(zone) ? `${zoneLabel(zone)} · ${zone}` : zone;
  return offset ? `${name} (${offset})` : name;
}
