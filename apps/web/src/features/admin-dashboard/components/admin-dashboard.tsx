import { mdiAccountClockOutline, mdiChevronRight } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminDashboard as Figures, DashboardPeriodName } from '@scola/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';
import { useAdminDashboard } from '../api/admin-dashboard';
import { formatCount, formatDay } from './dashboard-format';
import { KpiCards, KpiSkeletons, PeriodSwitch } from './dashboard-kpis';
import { CHART_HEIGHT, SalesByDay } from './sales-by-day';
import { TopItems } from './top-items';

const chartGrid = {
  display: 'grid',
  gap: 2,
  mt: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
} as const;

/** Tutor applications waiting for a decision, with the way to the verification queue. */
function PendingVerifications({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-kpi="pendingVerifications"
      sx={{
        p: 2.5,
        borderRadius: 3,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        borderColor: count > 0 ? 'warning.main' : undefined,
      }}
    >
      <MdiIcon
        path={mdiAccountClockOutline}
        sx={{ fontSize: 32, color: count > 0 ? 'warning.main' : 'text.secondary' }}
      />
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography component="h3" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
          {t('adminDashboard.pending.title')}
        </Typography>
        <Typography>
          <Box component="span" data-kpi-value="" sx={{ fontSize: '1.4rem', fontWeight: 700, mr: 1 }}>
            {formatCount(count, i18n.language)}
          </Box>
          {t('adminDashboard.pending.text', { count })}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={paths.adminTutors()}
        variant={count > 0 ? 'contained' : 'outlined'}
        endIcon={<MdiIcon path={mdiChevronRight} />}
      >
        {t('adminDashboard.pending.open')}
      </Button>
    </Paper>
  );
}

function Loaded({ figures }: { figures: Figures }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<DashboardPeriodName>('today');
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography color="text.secondary" variant="body2">
          {t('adminDashboard.asOf', { date: formatDay(figures.today, i18n.language, true) })}
        </Typography>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </Box>
      <KpiCards name={period} period={figures.periods[period]} />
      <Box sx={{ mt: 2 }}>
        <PendingVerifications count={figures.pendingVerifications} />
      </Box>
      <Box sx={chartGrid}>
        <SalesByDay days={figures.salesByDay} total={figures.periods.last30Days.sales} />
        <TopItems items={figures.topItems} />
      </Box>
    </>
  );
}

/**
 * The admin dashboard's figures: KPI cards for today / 7 / 30 days (WIB), the tutor verification queue, sales per
 * day and the best-selling items of 30 days. Skeletons while loading, an error with retry.
 */
export function AdminDashboard() {
  const { t } = useTranslation();
  const query = useAdminDashboard();
  if (query.isPending) {
    return (
      <Box data-dashboard-loading="" aria-busy="true">
        <VisuallyHidden>{t('adminDashboard.loading')}</VisuallyHidden>
        <Skeleton variant="rounded" width={280} height={36} sx={{ mb: 2, ml: 'auto' }} />
        <KpiSkeletons />
        <Skeleton variant="rounded" height={80} sx={{ mt: 2, borderRadius: 3 }} />
        <Box sx={chartGrid}>
          <Skeleton variant="rounded" height={CHART_HEIGHT + 80} sx={{ borderRadius: 3 }} />
          <Skeleton variant="rounded" height={CHART_HEIGHT + 80} sx={{ borderRadius: 3 }} />
        </Box>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('adminDashboard.loadError')}
        sx={{ mb: 2 }}
      />
    );
  }
  return <Loaded figures={query.data} />;
}
