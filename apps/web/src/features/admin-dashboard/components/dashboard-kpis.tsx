import {
  mdiAccountSchoolOutline,
  mdiCashMultiple,
  mdiCheckDecagramOutline,
  mdiReceiptTextCheckOutline,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type DashboardPeriod, type DashboardPeriodName, dashboardPeriods } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatRupiah } from '../../../lib/format';
import { formatCount, formatDay } from './dashboard-format';

const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;
/** The sales card spans the row on narrow screens; the three counts share the next. */
const wide = { gridColumn: { xs: '1 / -1', lg: 'auto' } } as const;

interface KpiCardProps {
  kpi: string;
  icon: string;
  label: string;
  value: string;
  note?: ReactNode;
  spanRow?: boolean;
}

/** One figure: its label, the value large, an optional line under it. */
export function KpiCard({ kpi, icon, label, value, note, spanRow = false }: KpiCardProps) {
  return (
    <Paper
      variant="outlined"
      data-kpi={kpi}
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3, minWidth: 0, ...(spanRow ? wide : {}) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
        <MdiIcon path={icon} sx={{ fontSize: 22, color: 'primary.main' }} />
        <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Box>
      <Typography
        data-kpi-value=""
        sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** Four card-shaped placeholders while the figures load. */
export function KpiSkeletons() {
  return (
    <Box sx={cardGrid} aria-hidden="true" data-kpi-skeleton="">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={124} sx={{ borderRadius: 3, ...(i === 0 ? wide : {}) }} />
      ))}
    </Box>
  );
}

export interface PeriodSwitchProps {
  value: DashboardPeriodName;
  onChange: (period: DashboardPeriodName) => void;
}

/** Today / 7 days / 30 days: which period the cards show. */
export function PeriodSwitch({ value, onChange }: PeriodSwitchProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('adminDashboard.period.label')}
      onChange={(_event, next: DashboardPeriodName | null) => {
        if (next) onChange(next);
      }}
    >
      {dashboardPeriods.map((period) => (
        <ToggleButton key={period} value={period} data-period={period} sx={{ px: 2 }}>
          {t(`adminDashboard.period.${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The period's figures: net sales (with gross and refunds), paid orders, new students, new tutors. */
export function KpiCards({ name, period }: { name: DashboardPeriodName; period: DashboardPeriod }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <Box
      sx={cardGrid}
      role="group"
      aria-label={t('adminDashboard.period.cards', {
        period: t(`adminDashboard.period.${name}`),
        from: formatDay(period.from, i18n.language, true),
      })}
      data-kpi-period={name}
    >
      <KpiCard
        kpi="sales"
        spanRow
        icon={mdiCashMultiple}
        label={t('adminDashboard.kpi.sales')}
        value={formatRupiah(period.sales)}
        note={t('adminDashboard.kpi.salesNote', {
          gross: formatRupiah(period.grossSales),
          refunds: formatRupiah(period.refunds),
        })}
      />
      <KpiCard
        kpi="paidOrders"
        icon={mdiReceiptTextCheckOutline}
        label={t('adminDashboard.kpi.paidOrders')}
        value={count(period.paidOrders)}
      />
      <KpiCard
        kpi="newStudents"
        icon={mdiAccountSchoolOutline}
        label={t('adminDashboard.kpi.newStudents')}
        value={count(period.newStudents)}
      />
      <KpiCard
        kpi="newTutors"
        icon={mdiCheckDecagramOutline}
        label={t('adminDashboard.kpi.newTutors')}
        value={count(period.newTutors)}
      />
    </Box>
  );
}
