import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationPreferencesForm } from '../../notifications';
import { SettingsCard } from './settings-card';

const FORM_ID = 'settings-notification-preferences';

/** Notifikasi: the bell's preferences form (per category: e-mail as it happens, daily digest). */
export function NotificationsCard() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <SettingsCard id="notifikasi" title={t('settings.notifications.title')}>
      <Box sx={{ overflowX: 'auto' }} onChange={() => setSaved(false)}>
        <NotificationPreferencesForm id={FORM_ID} onSaved={() => setSaved(true)} />
      </Box>
      {saved ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('settings.notifications.saved')}
        </Alert>
      ) : null}
      <Button type="submit" form={FORM_ID} variant="contained" sx={{ mt: 2 }}>
        {t('settings.notifications.save')}
      </Button>
    </SettingsCard>
  );
}
