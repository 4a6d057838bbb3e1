import { mdiChartBar } from '@mdi/js';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TutorDashboard } from '@scola/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { MdiIcon } from '../../../components/mdi-icon';
import { visuallyHiddenStyle } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';
import { formatCalendarDay, formatRupiah } from '../../../lib/format';
import { DashboardCard } from './dashboard-card';

const DailyAmountChart = lazy(() => import('../../../components/daily-amount-chart'));

/** The shared chart draws 280 px high (as on the admin dashboard). */
const CHART_HEIGHT = 280;

/**
 * This month's earnings (sum and a bar per day, Recharts fetched only here; the same figures as a table for screen
 * readers) and the balances, with the way to the earnings page.
 */
export function EarningsCard({ earnings }: { earnings: TutorDashboard['earnings'] }) {
  const { t, i18n } = useTranslation();
  const figures = [
    ['thisMonth', earnings.thisMonth],
    ['available', earnings.available],
    ['pending', earnings.pending],
  ] as const;
  const anything = earnings.perDay.some((day) => day.amount !== 0);
  return (
    <DashboardCard
      name="earnings"
      title={t('tutorDashboard.earnings.title')}
      link={{ to: paths.tutorEarnings(), label: t('tutorDashboard.earnings.all') }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
        }}
      >
        {figures.map(([key, amount]) => (
          <Box key={key} data-earnings-figure={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`tutorDashboard.earnings.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="h6"
              sx={{ m: 0, fontWeight: 700, color: key === 'thisMonth' ? 'primary.main' : 'text.primary' }}
            >
              {formatRupiah(amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      {anything ? (
        <Box component="figure" data-earnings-chart="" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('tutorDashboard.earnings.chartCaption')}
          </Typography>
          <Box aria-hidden="true" data-chart-canvas="" sx={{ height: CHART_HEIGHT, minWidth: 0 }}>
            {/* Recharts is the page's largest chunk: fetched and drawn once the dashboard has been painted. */}
            <AfterFirstPaint fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
              <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
                <DailyAmountChart days={earnings.perDay} language={i18n.language} />
              </Suspense>
            </AfterFirstPaint>
          </Box>
          <table style={visuallyHiddenStyle} data-chart-table="">
            <caption>{t('tutorDashboard.earnings.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tutorDashboard.earnings.date')}</th>
                <th scope="col">{t('tutorDashboard.earnings.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {earnings.perDay.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatCalendarDay(day.date, i18n.language, true)}</th>
                  <td>{formatRupiah(day.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      ) : (
        <Box
          data-chart-empty=""
          sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 3, color: 'text.secondary' }}
        >
          <MdiIcon path={mdiChartBar} sx={{ fontSize: 36 }} />
          <Typography variant="body2">{t('tutorDashboard.earnings.empty')}</Typography>
        </Box>
      )}
    </DashboardCard>
  );
}
