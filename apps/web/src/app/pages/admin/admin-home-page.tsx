import { mdiChartBox } from '@mdi/js';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { AuditLog } from '../../../features/audit/components/audit-log';
import { PageHeading } from '../../../components/page-heading';

/**
 * `/admin` and `/admin/beranda`: the admin's overview. The figures (KPIs) and charts section is a placeholder a
 * later issue fills; below it, the latest audit-log entries with their filters.
 */
export default function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('admin.home.title')} intro={t('admin.home.intro')} />
      <Box component="section" aria-labelledby="admin-kpi-title" sx={{ mb: 4 }}>
        <Typography id="admin-kpi-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('admin.home.figures')}
        </Typography>
        <Paper
          variant="outlined"
          data-admin-kpis=""
          sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center', color: 'text.secondary' }}
        >
          <MdiIcon path={mdiChartBox} />
          <Typography>{t('admin.home.figuresLater')}</Typography>
        </Paper>
      </Box>
      <Box component="section" aria-labelledby="admin-audit-title">
        <Typography id="admin-audit-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('admin.audit.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.audit.intro')}
        </Typography>
        <AuditLog />
      </Box>
    </>
  );
}
