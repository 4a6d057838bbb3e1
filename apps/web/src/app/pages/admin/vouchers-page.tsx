import { useTranslation } from 'react-i18next';
import { VoucherManager } from '../../../features/admin-vouchers/components/voucher-manager';
import { paths } from '../../../config/paths';
import { PageHeading } from '../../../components/page-heading';

/** `/admin/voucher`: every voucher with its usage; add, edit (`/admin/ubah-voucher?id=…`), deactivate. */
export default function AdminVouchersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.adminVouchers')} intro={t('adminVouchers.intro')} />
      <VoucherManager
        createHref={paths.adminVoucherCreate()}
        editHref={(voucher) => paths.adminVoucherEdit({ id: voucher.id })}
      />
    </>
  );
}
