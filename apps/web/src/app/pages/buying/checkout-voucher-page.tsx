import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { readChosenVoucher, writeChosenVoucher } from '../../../features/vouchers/api/chosen-voucher';
import { VoucherPicker } from '../../../features/vouchers/components/voucher-picker';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';

/** `/checkout-voucher`: choose the voucher of this checkout (one per order), then back to `/checkout`. */
export default function CheckoutVoucherPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialCode = params.get('voucher') ?? readChosenVoucher();
  return (
    <>
      <PageHeading title={t('vouchers.picker.title')} intro={t('vouchers.picker.intro')} />
      <VoucherPicker
        initialCode={initialCode}
        onApply={(code) => {
          writeChosenVoucher(code);
          void navigate(paths.checkout({ voucher: code }));
        }}
        onSkip={() => {
          writeChosenVoucher(null);
          void navigate(paths.checkout());
        }}
      />
    </>
  );
}
