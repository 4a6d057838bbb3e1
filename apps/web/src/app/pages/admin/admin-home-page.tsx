import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AdminDashboard } from '../../../features/admin-dashboard/components/admin-dashboard';
import { AuditLog } from '../../../features/audit/components/audit-log';
import { PageHeading } from '../../../components/page-heading';

/**
 * `/admin/beranda` (`/admin` redirects here): the admin's overview — the figures (KPIs for today / 7 / 30 days,
 * the tutor verification queue, sales per day and top items), then the latest audit-log entries with their filters.
 */
export default function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('admin.home.title')} intro={t('admin.home.intro')} />
      <Box component="section" aria-labelledby="admin-kpi-title" data-admin-kpis="" sx={{ mb: 4 }}>
        <Typography id="admin-kpi-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('admin.home.figures')}
        </Typography>
        <AdminDashboard />
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
