/**
 * Formatting of catalogue values: rupiah prices (`Rp 150.000`, always Indonesian grouping), dates and times in the
 * platform's time zone (Asia/Jakarta, WIB) in the active language, durations and ratings.
 *
 * `Rp` and the amount are joined by a no-break space (U+00A0), like `Intl.NumberFormat('id-ID', { style:
 * 'currency', currency: 'IDR' })` does, so a price never wraps between the two; it reads as `Rp 150.000`.
 */

export const TIME_ZONE = 'Asia/Jakarta';
/** Name of the time zone shown after times (Western Indonesia Time). */
export const TIME_ZONE_LABEL = 'WIB';
const NBSP = '\u00a0';

/** The `Intl` locale of an app language (`id` → `id-ID`, `en` → `en-GB`: day before month, 24-hour clock). */
export function intlLocale(language: string | undefined): string {
  return language === 'en' ? 'en-GB' : 'id-ID';
}

const groupedInteger = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** `150000` → `Rp 150.000` (no-break space; integer rupiah, rounded). */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp${NBSP}${groupedInteger.format(Math.round(Math.abs(amount)))}`;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options });
    cache.set(key, format);
  }
  return format;
}

/** `2026-11-24T12:00:00Z` → `24 November 2026` (Jakarta date). */
export function formatDate(iso: string, language?: string): string {
  return dateFormat(intlLocale(language), { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** `2026-11-24T12:00:00Z` → `Selasa, 24 November 2026`. */
export function formatLongDate(iso: string, language?: string): string {
  return dateFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** `2026-11-24T12:00:00Z` → `24 Nov 2026`. */
export function formatShortDate(iso: string, language?: string): string {
  return dateFormat(intlLocale(language), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** `2026-11-24T12:00:00Z` → `19.00 WIB` (Indonesian uses a dot between hours and minutes). */
export function formatTime(iso: string, language?: string): string {
  const time = dateFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${time}${NBSP}${TIME_ZONE_LABEL}`;
}

/** `Selasa, 24 November 2026 · 19.00 WIB`. */
export function formatSessionTime(iso: string, language?: string): string {
  return `${formatLongDate(iso, language)} · ${formatTime(iso, language)}`;
}

/** Seconds as a clock: `420` → `7:00`, `4620` → `1:17:00`. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Hours and minutes of a duration, for texts such as `1 jam 17 menit`. */
export function splitMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** A rating with one decimal in the language's style: `4.5` → `4,5` (id) / `4.5` (en); `0` → `0,0`. */
export function formatRating(value: number, language?: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A plain count with the language's grouping: `1200` → `1.200` (id). */
export function formatCount(value: number, language?: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** A subject with its level, once: `Matematika` + `SMA` → `Matematika SMA`; `TPS UTBK` + `UTBK` → `TPS UTBK`. */
export function subjectLabel(name: string, level: string): string {
  return name.endsWith(level) ? name : `${name} ${level}`;
}

/** A WIB calendar date (`2026-11-26`) → `26 Nov` (short) or `Kamis, 26 November 2026` (long), in WIB. */
export function formatCalendarDay(date: string, language: string | undefined, long = false): string {
  const options: Intl.DateTimeFormatOptions = long
    ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
    : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: TIME_ZONE, ...options }).format(
    new Date(`${date}T12:00:00+07:00`),
  );
}

/** "820 B", "12,5 KB", "3,4 MB" in the reader's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
