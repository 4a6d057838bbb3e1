import { intlLocale } from './format';

/**
 * Dates and times in the viewer's own time zone (the account's, else the browser's), for what a student books: a
 * bimble slot is offered in the tutor's zone but shown in the student's, with the zone's name, so nobody converts
 * by hand.
 */

let accountZone: string | null = null;

/**
 * Sets the signed-in account's zone (`/pengaturan`), or `null` when signed out: from then on every time of this
 * module is shown in it. Fed by the settings feature from the account (`features/settings/account-preferences.ts`).
 */
export function setAccountTimeZone(zone: string | null): void {
  accountZone = zone;
}

/**
 * The zone the viewer reads times in: the account's (default Asia/Jakarta) when signed in, else the browser's
 * (Asia/Jakarta when the browser does not say). The one place the viewer's zone is decided.
 */
export function viewerTimeZone(): string {
  return accountZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Jakarta');
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: string | undefined, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${intlLocale(language)}|${timeZone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(language), { timeZone, ...options });
    formats.set(key, found);
  }
  return found;
}

/** The zone's short name in the language (`WIB`, `WITA`, `GMT+9`, …). */
export function timeZoneName(language: string | undefined, timeZone = viewerTimeZone()): string {
  const parts = format(language, timeZone, { timeZoneName: 'short' }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** `YYYY-MM-DD` of the instant in the zone (days of a slot picker are grouped by it). */
export function localDayKey(iso: string, timeZone = viewerTimeZone()): string {
  const parts = format('en', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(iso),
  );
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** `Sen, 30 Nov` (a day tab). */
export function formatDayShort(
  iso: string,
  language: string | undefined,
  timeZone = viewerTimeZone(),
): string {
  return format(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(iso),
  );
}

/** `Senin, 30 November 2026`. */
export function formatDayLong(
  iso: string,
  language: string | undefined,
  timeZone = viewerTimeZone(),
): string {
  return format(language, timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** `19.00` (24-hour clock; Indonesian puts a dot between hours and minutes). */
export function formatClockTime(
  iso: string,
  language: string | undefined,
  timeZone = viewerTimeZone(),
): string {
  return format(language, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** `Senin, 30 November 2026 · 19.00–20.00 WIB`: a slot in the viewer's zone. */
export function formatSlot(
  slot: { startsAt: string; endsAt: string },
  language: string | undefined,
  timeZone = viewerTimeZone(),
): string {
  const from = formatClockTime(slot.startsAt, language, timeZone);
  const to = formatClockTime(slot.endsAt, language, timeZone);
  return `${formatDayLong(slot.startsAt, language, timeZone)} · ${from}–${to} ${timeZoneName(language, timeZone)}`;
}

/**
 * `Senin, 30 November 2026 · 19.00 WIB`: when a session starts, in the viewer's zone with its name (a student in
 * Makassar reads `20.00 WITA`). Students see times in their zone; tutors enter and read them in theirs.
 */
export function formatSessionStart(
  iso: string,
  language: string | undefined,
  timeZone = viewerTimeZone(),
): string {
  const time = formatClockTime(iso, language, timeZone);
  return `${formatDayLong(iso, language, timeZone)} · ${time}\u00a0${timeZoneName(language, timeZone)}`;
}
