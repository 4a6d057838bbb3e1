import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { useAdminVoucher, useVoucherChange } from '../../../features/admin-vouchers/api/admin-vouchers';
import { BackToVouchers } from '../../../features/admin-vouchers/components/back-to-vouchers';
import { VoucherForm } from '../../../features/admin-vouchers/components/voucher-form';
import { formValuesOf } from '../../../features/admin-vouchers/components/voucher-form-values';
import { formatRupiah } from '../../../lib/format';
import { isUuid } from '../../../lib/uuid';
import { PageHeading } from '../../../components/page-heading';

/**
 * `/admin/ubah-voucher?id=…`: the spec's path has no id, so the voucher is named by the `id` query parameter. Its
 * usage on top; the quota cannot go below the uses already held (the server says so on the field).
 */
export default function AdminVoucherEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = isUuid(raw) ? raw : '';
  const voucher = useAdminVoucher(id);
  const change = useVoucherChange();
  const heading = (
    <PageHeading
      title={t('pages.adminVoucherEdit')}
      action={<BackToVouchers href={paths.adminVouchers()} />}
    />
  );

  if (!id)
    return (
      <>
        {heading}
        <Alert severity="warning">{t('adminVouchers.missingId')}</Alert>
      </>
    );
  if (voucher.isPending)
    return <Skeleton variant="rounded" height={320} aria-label={t('adminVouchers.loading')} />;
  if (voucher.isError)
    return (
      <>
        {heading}
        <LoadError
          error={voucher.error}
          onRetry={() => void voucher.refetch()}
          title={t('adminVouchers.loadError')}
        />
      </>
    );
  const { usage } = voucher.data;
  return (
    <>
      {heading}
      <Box
        component="dl"
        aria-label={t('adminVouchers.usageLabel')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 2,
          mb: 3,
          mt: 0,
        }}
      >
        {(
          [
            ['uses', String(usage.uses)],
            ['pendingUses', String(usage.pendingUses)],
            ['paidUses', String(usage.paidUses)],
            ['totalDiscount', formatRupiah(usage.totalDiscount)],
          ] as const
        ).map(([key, value]) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`adminVouchers.usage.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-usage={key}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {voucher.data.isActive ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('adminVouchers.inactiveNotice')}
        </Alert>
      )}
      <VoucherForm
        key={voucher.data.updatedAt}
        initial={formValuesOf(voucher.data)}
        busy={change.isPending}
        error={change.error}
        submitLabel={t('adminVouchers.save')}
        onSubmit={async (body) => {
          await change.mutateAsync({ action: 'update', id, body });
          void navigate(paths.adminVouchers());
        }}
        onCancel={() => void navigate(paths.adminVouchers())}
      />
    </>
  );
}
