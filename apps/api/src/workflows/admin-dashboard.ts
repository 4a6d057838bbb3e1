import {
  type AdminDashboard,
  DASHBOARD_DAYS,
  DASHBOARD_TIME_ZONE,
  DASHBOARD_TOP_ITEMS,
  type DashboardDay,
  type DashboardPeriod,
  type DashboardPeriodName,
  type DashboardTopItem,
} from '@scola/contracts';
import type { Database } from '../db/client';
import { salesFiguresFor } from '../modules/orders';
import { pendingApplicationCount } from '../modules/tutor-applications';
import { signupCounts } from '../modules/users';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Jakarta (WIB) is UTC+7 all year (no daylight saving since 1964). */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
/** How many days back each period starts, counting today as one. */
const PERIOD_DAYS: Record<DashboardPeriodName, number> = {
  today: 1,
  last7Days: 7,
  last30Days: DASHBOARD_DAYS,
};

/** The WIB calendar date of an instant, as `YYYY-MM-DD`. */
export function wibDateOf(instant: Date): string {
  return new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a WIB calendar date begins (00:00 WIB), `days` days after `date` (negative: before). */
export function wibDayStart(date: string, days = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - WIB_OFFSET_MS + days * DAY_MS);
}

/**
 * The admin dashboard's figures at `now` (see `adminDashboardSchema` for what each means): four queries, one per
 * question, across the orders, users and tutor-applications modules.
 */
export async function adminDashboardAt(db: Database, now: Date): Promise<AdminDashboard> {
  const today = wibDateOf(now);
  const to = wibDayStart(today, 1);
  const starts = Object.fromEntries(
    Object.entries(PERIOD_DAYS).map(([name, days]) => [name, wibDayStart(today, 1 - days)]),
  ) as Record<DashboardPeriodName, Date>;
  const span = { from: starts.last30Days, to };
  const sales = salesFiguresFor(db);
  const [daily, topItems, signups, pendingVerifications] = await Promise.all([
    sales.daily(span, DASHBOARD_TIME_ZONE),
    sales.topItems(span, DASHBOARD_TOP_ITEMS),
    signupCounts(db, starts, to),
    pendingApplicationCount(db),
  ]);

  const byDate = new Map(daily.map((day) => [day.date, day]));
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const date = wibDateOf(wibDayStart(today, i - DASHBOARD_DAYS + 1));
    const day = byDate.get(date);
    return {
      date,
      paidOrders: day?.paidOrders ?? 0,
      paidTotal: day?.paidTotal ?? 0,
      refunded: day?.refunded ?? 0,
    };
  });
  const salesByDay: DashboardDay[] = days.map((day) => ({
    date: day.date,
    sales: day.paidTotal - day.refunded,
    paidOrders: day.paidOrders,
  }));

  const period = (name: DashboardPeriodName): DashboardPeriod => {
    const inPeriod = days.slice(DASHBOARD_DAYS - PERIOD_DAYS[name]);
    const grossSales = inPeriod.reduce((sum, day) => sum + day.paidTotal, 0);
    const refunds = inPeriod.reduce((sum, day) => sum + day.refunded, 0);
    return {
      from: wibDateOf(starts[name]),
      sales: grossSales - refunds,
      grossSales,
      refunds,
      paidOrders: inPeriod.reduce((sum, day) => sum + day.paidOrders, 0),
      newStudents: signups[name].students,
      newTutors: signups[name].tutors,
    };
  };

  return {
    generatedAt: now.toISOString(),
    timeZone: DASHBOARD_TIME_ZONE,
    today,
    periods: { today: period('today'), last7Days: period('last7Days'), last30Days: period('last30Days') },
    pendingVerifications,
    salesByDay,
    topItems: topItems.map((item) => ({ ...item, kind: item.kind as DashboardTopItem['kind'] })),
  };
}
