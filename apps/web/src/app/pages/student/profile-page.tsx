import type { User } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/react';
import { ProfileForm } from '../../../features/account/components/profile-form';
import { AccountPageFrame } from './account-page-frame';

/** `/beranda/profil`: update the biodata. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth<User>();
  if (!user) return null;
  return (
    <AccountPageFrame title={t('profile.title')} intro={t('profile.intro')}>
      <ProfileForm key={user.id} user={user} />
    </AccountPageFrame>
  );
}
