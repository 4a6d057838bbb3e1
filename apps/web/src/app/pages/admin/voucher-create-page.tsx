import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useVoucherChange } from '../../../features/admin-vouchers/api/admin-vouchers';
import { BackToVouchers } from '../../../features/admin-vouchers/components/back-to-vouchers';
import { VoucherForm } from '../../../features/admin-vouchers/components/voucher-form';
import { formValuesOf } from '../../../features/admin-vouchers/components/voucher-form-values';
import { PageHeading } from '../../../components/page-heading';

/** `/admin/tambah-voucher`: a new voucher with every rule; back to the list once saved. */
export default function AdminVoucherCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useVoucherChange();
  const initial = useMemo(() => formValuesOf(null), []);
  return (
    <>
      <PageHeading
        title={t('pages.adminVoucherCreate')}
        action={<BackToVouchers href={paths.adminVouchers()} />}
      />
      <VoucherForm
        initial={initial}
        busy={change.isPending}
        error={change.error}
        submitLabel={t('adminVouchers.create')}
        onSubmit={async (body) => {
          await change.mutateAsync({ action: 'create', body });
          void navigate(paths.adminVouchers());
        }}
        onCancel={() => void navigate(paths.adminVouchers())}
      />
    </>
  );
}
