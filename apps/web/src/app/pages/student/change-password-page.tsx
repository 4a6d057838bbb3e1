import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form';
import { AccountPageFrame } from './account-page-frame';

/** `/beranda/password`: change the password. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <AccountPageFrame title={t('password.title')} intro={t('password.intro')}>
      <ChangePasswordForm />
    </AccountPageFrame>
  );
}
