import { mdiChartBar } from '@mdi/js';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardDay } from '@scola/contracts';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { visuallyHiddenStyle } from '../../../components/visually-hidden';
import { formatRupiah } from '../../../lib/format';
import { bestDay, formatCount, formatDay, hasSales } from './dashboard-format';

const DailyAmountChart = lazy(() => import('../../../components/daily-amount-chart'));

export const CHART_HEIGHT = 280;

/**
 * Net sales per day over 30 days: a summary sentence, the bar chart (Recharts, fetched only here) and, for screen
 * readers, the same figures as a table. Nothing sold in 30 days: a message instead of an empty chart.
 */
export function SalesByDay({ days, total }: { days: readonly DashboardDay[]; total: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const best = bestDay(days);
  const first = days[0];
  const last = days.at(-1);
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      data-sales-chart=""
      sx={{ m: 0, p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} component="h3" variant="h6" sx={{ fontSize: '1.05rem' }}>
        {t('adminDashboard.salesByDay.title')}
      </Typography>
      {hasSales(days) && best && first && last ? (
        <>
          <Typography component="figcaption" color="text.secondary" variant="body2" sx={{ mb: 2 }}>
            {t('adminDashboard.salesByDay.summary', {
              from: formatDay(first.date, i18n.language),
              to: formatDay(last.date, i18n.language),
              total: formatRupiah(total),
              bestDay: formatDay(best.date, i18n.language),
              best: formatRupiah(best.sales),
            })}
          </Typography>
          <Box aria-hidden="true" data-chart-canvas="" sx={{ height: CHART_HEIGHT, minWidth: 0 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
              <DailyAmountChart
                days={days.map((day) => ({ date: day.date, amount: day.sales }))}
                language={i18n.language}
              />
            </Suspense>
          </Box>
          <table style={visuallyHiddenStyle} data-chart-table="">
            <caption>{t('adminDashboard.salesByDay.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminDashboard.salesByDay.date')}</th>
                <th scope="col">{t('adminDashboard.salesByDay.sales')}</th>
                <th scope="col">{t('adminDashboard.salesByDay.paidOrders')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date, i18n.language, true)}</th>
                  <td>{formatRupiah(day.sales)}</td>
                  <td>{formatCount(day.paidOrders, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <Box
          component="figcaption"
          data-chart-empty=""
          sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 5, color: 'text.secondary' }}
        >
          <MdiIcon path={mdiChartBar} sx={{ fontSize: 40 }} />
          <Typography>{t('adminDashboard.salesByDay.empty')}</Typography>
        </Box>
      )}
    </Paper>
  );
}
