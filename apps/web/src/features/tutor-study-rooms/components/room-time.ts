import { tutorTimeZoneLabels, type TutorTimeZone } from '@scola/contracts';
import { intlLocale } from '../../../lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(language: string | undefined, zone: TutorTimeZone, options: Intl.DateTimeFormatOptions) {
  const key = `${intlLocale(language)}|${zone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { timeZone: zone, ...options });
    formats.set(key, format);
  }
  return format;
}

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** `Senin, 7 Desember 2026 · 19.00–20.30 WITA`: a room's time in the tutor's zone. */
export function roomTimeText(
  room: { startsAt: string | Date; endsAt: string | Date },
  zone: TutorTimeZone,
  language: string | undefined,
): string {
  const start = new Date(room.startsAt);
  const end = new Date(room.endsAt);
  const date = formatOf(language, zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = formatOf(language, zone, clock);
  return `${date.format(start)} · ${time.format(start)}–${time.format(end)}\u00a0${tutorTimeZoneLabels[zone]}`;
}

/** A room's start as the value of `date` and `time` inputs in the tutor's zone (`2026-12-07`, `19:00`). */
export function zonedInputs(iso: string, zone: TutorTimeZone): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...clock,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}
