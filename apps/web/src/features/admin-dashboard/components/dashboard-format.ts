import type { DashboardDay } from '@scola/contracts';
import { intlLocale, TIME_ZONE } from '../../../lib/format';

/** `1234` → `1.234` (id) or `1,234` (en). */
export function formatCount(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 }).format(value);
}

/** A WIB date (`2026-11-26`) → `26 Nov` (short) or `Kamis, 26 November 2026` (long), in WIB. */
export function formatDay(date: string, language: string | undefined, long = false): string {
  const options: Intl.DateTimeFormatOptions = long
    ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
    : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: TIME_ZONE, ...options }).format(
    new Date(`${date}T12:00:00+07:00`),
  );
}

/** Whether the 30 days have anything to draw (a sale, a refund or a paid order). */
export function hasSales(days: readonly DashboardDay[]): boolean {
  return days.some((day) => day.sales !== 0 || day.paidOrders > 0);
}

/** The day with the highest net sales (the first of equals), for the chart's summary. */
export function bestDay(days: readonly DashboardDay[]): DashboardDay | undefined {
  return days.reduce<DashboardDay | undefined>(
    (best, day) => (!best || day.sales > best.sales ? day : best),
    undefined,
  );
}
