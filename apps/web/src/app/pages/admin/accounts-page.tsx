import { useTranslation } from 'react-i18next';
import { AccountsManager } from '../../../features/admin-accounts/components/accounts-manager';
import { PageHeading } from '../../../components/page-heading';

/** `/admin/akun`: every account, with search, filters, detail, suspension, the admin role and reset links. */
export default function AdminAccountsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('adminAccounts.title')} intro={t('adminAccounts.intro')} />
      <AccountsManager />
    </>
  );
}
