import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AccountDataSection } from '../../../features/account-data';
import { SettingsSections } from '../../../features/settings';

/** `/pengaturan`: the account's settings (issue 15), for every signed-in role. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('pages.settings')}
      </Typography>
      <Stack spacing={3}>
        <SettingsSections />
        <AccountDataSection />
      </Stack>
    </>
  );
}
