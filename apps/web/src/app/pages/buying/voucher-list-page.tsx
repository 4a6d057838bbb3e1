import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VoucherList } from '../../../features/vouchers/components/voucher-list';
import { PageHeading } from '../../../components/page-heading';
import { pageOf } from './buying-page-parts';
import { paths } from '../../../config/paths';

/** `/voucher-list`: the vouchers the student can use now, with their rules and whether they fit the cart. */
export default function VoucherListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  return (
    <>
      <PageHeading title={t('vouchers.title')} intro={t('vouchers.intro')} />
      <VoucherList
        page={page}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        pathToUse={(code) => paths.checkout({ voucher: code })}
      />
    </>
  );
}
