import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { PayoutQueue } from '../../../features/admin-payouts/components/payout-queue';

/** `/admin/pencairan` (an addition to the spec's routes, ADR 0035): the tutors' payout requests and decisions. */
export default function AdminPayoutsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.adminPayouts')} intro={t('adminPayouts.intro')} />
      <PayoutQueue />
    </>
  );
}
