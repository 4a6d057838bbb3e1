import { z } from 'zod';
import { dataOf } from './common';
import { purchasableItemTypeSchema } from './commerce';

/**
 * `GET /api/admin/beranda` (admins only): the admin dashboard's figures at one moment.
 *
 * Days and periods are calendar days in Asia/Jakarta (WIB, UTC+7), never UTC: "today" runs from 00:00 WIB to now,
 * "7 days" from 00:00 WIB six days before today to now, "30 days" from 00:00 WIB twenty-nine days before today to
 * now.
 *
 * - **Sales** (integer rupiah, net): the totals (after voucher) of orders **paid** in the period — an order counts
 *   on its payment time (`paid_at`), whatever its status now (`paid`, `partially_refunded`, `refunded`) — **minus**
 *   the refunds **made** in the period (each refund's amount on its own time, whichever day its order was paid).
 *   A refund today of an order paid last month lowers today's sales, so a day may be negative. Pending, expired,
 *   cancelled and failed orders never count.
 * - **Paid orders**: the orders paid in the period (a later refund does not undo the count).
 * - **New students**: accounts with the student role created in the period. **New tutors**: accounts whose tutor
 *   role was granted (tutor application approved, `tutor_verified_at`) in the period.
 * - **Pending verifications**: tutor applications submitted and waiting for a decision now (status `submitted`).
 * - **Open payouts** are not part of the answer: tutor payouts do not exist yet (a later issue adds them and this
 *   figure with them).
 * - **Sales by day**: the last 30 WIB dates, oldest first, every date present (zero days included); `sales` as
 *   above, `paidOrders` paid that day.
 * - **Top items**: the 5 items with the most revenue among the lines of orders paid in the last 30 days, lines
 *   refunded since left out; `revenue` is the lines' price net of their voucher share, `units` the lines; `title`
 *   the latest line's snapshot. Ties: more units, then title.
 */
export const DASHBOARD_TIME_ZONE = 'Asia/Jakarta';
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP_ITEMS = 5;

/** A calendar date (`YYYY-MM-DD`) in WIB. */
const wibDateSchema = z.iso.date();

export const dashboardPeriodSchema = z
  .object({
    /** The period's first WIB date (it runs to now). */
    from: wibDateSchema,
    /** Net sales in rupiah: paid orders' totals minus refunds made in the period (may be negative). */
    sales: z.number().int(),
    /** Paid orders' totals alone. */
    grossSales: z.number().int().nonnegative(),
    /** Refunds made in the period. */
    refunds: z.number().int().nonnegative(),
    paidOrders: z.number().int().nonnegative(),
    newStudents: z.number().int().nonnegative(),
    newTutors: z.number().int().nonnegative(),
  })
  .meta({ id: 'AdminDashboardPeriod' });
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

export const dashboardPeriods = ['today', 'last7Days', 'last30Days'] as const;
export type DashboardPeriodName = (typeof dashboardPeriods)[number];

export const dashboardDaySchema = z.object({
  date: wibDateSchema,
  sales: z.number().int(),
  paidOrders: z.number().int().nonnegative(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardTopItemSchema = z.object({
  kind: purchasableItemTypeSchema,
  id: z.uuid(),
  title: z.string(),
  units: z.number().int().positive(),
  revenue: z.number().int().nonnegative(),
});
export type DashboardTopItem = z.infer<typeof dashboardTopItemSchema>;

export const adminDashboardSchema = z
  .object({
    /** When the figures were read. */
    generatedAt: z.iso.datetime(),
    timeZone: z.literal(DASHBOARD_TIME_ZONE),
    /** Today's WIB date. */
    today: wibDateSchema,
    periods: z.object({
      today: dashboardPeriodSchema,
      last7Days: dashboardPeriodSchema,
      last30Days: dashboardPeriodSchema,
    }),
    pendingVerifications: z.number().int().nonnegative(),
    salesByDay: z.array(dashboardDaySchema).length(DASHBOARD_DAYS),
    topItems: z.array(dashboardTopItemSchema).max(DASHBOARD_TOP_ITEMS),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export const adminDashboardResponseSchema = dataOf(adminDashboardSchema);
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
