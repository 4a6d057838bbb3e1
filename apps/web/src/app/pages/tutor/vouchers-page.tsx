import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { useOwnTutorProfile } from '../../../features/tutor-profile';
import { TutorVoucherManager } from '../../../features/tutor-vouchers/components/voucher-manager';

/** `/tutor/voucher`: the tutor's own vouchers on their items, with usage; times in the tutor's zone. */
export default function TutorVouchersPage() {
  const { t } = useTranslation();
  const profile = useOwnTutorProfile();
  return (
    <>
      <PageHeading title={t('pages.tutorVouchers')} intro={t('tutorVouchers.intro')} />
      {/* Until the profile answers, times are read in WIB (the default zone). */}
      <TutorVoucherManager zone={profile.data?.timeZone ?? 'Asia/Jakarta'} />
    </>
  );
}
