import type { DashboardDay } from '@scola/contracts';
import { intlLocale } from '../../../lib/format';

/** `1234` → `1.234` (id) or `1,234` (en). */
export function formatCount(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 }).format(value);
}

export { formatCalendarDay as formatDay } from '../../../lib/format';

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
