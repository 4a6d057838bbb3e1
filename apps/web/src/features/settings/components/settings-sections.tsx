import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { GoogleCard } from './google-card';
import { LanguageCard } from './language-card';
import { NotificationsCard } from './notifications-card';
import { SessionsCard } from './sessions-card';
import { TimeZoneCard } from './time-zone-card';

const sections = [
  { id: 'bahasa', key: 'settings.language.title' },
  { id: 'zona-waktu', key: 'settings.timeZone.title' },
  { id: 'notifikasi', key: 'settings.notifications.title' },
  { id: 'sesi-aktif', key: 'settings.sessions.title' },
  { id: 'akun-google', key: 'settings.google.title' },
] as const;

/** The settings of `/pengaturan`: language, time zone, notifications, sessions and Google, each a card. */
export function SettingsSections() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Box
        component="nav"
        aria-label={t('settings.sectionsLabel')}
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      >
        {sections.map((section) => (
          <Link
            key={section.id}
            href={`#${section.id}`}
            onClick={(event) => {
              // The app routes by hash: jump to the card without changing the route.
              event.preventDefault();
              document.getElementById(section.id)?.scrollIntoView({ block: 'start' });
              document.getElementById(`${section.id}-title`)?.focus();
            }}
          >
            {t(section.key)}
          </Link>
        ))}
      </Box>
      <LanguageCard />
      <TimeZoneCard />
      <NotificationsCard />
      <SessionsCard />
      <GoogleCard />
    </Stack>
  );
}
