import { mdiGoogle } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthClient } from '../../../auth/react';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';

/** Whether Google sign-in is configured (the API published a client id). */
export function useGoogleEnabled(): boolean {
  return useAuthClient().strategies.includes('google');
}

/**
 * "Masuk dengan Google", after an "atau" divider; nothing at all when Google sign-in is not configured. Starts the
 * OpenID Connect flow: the page leaves for the provider and comes back through `/masukGoogle.html`.
 */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  if (!auth.strategies.includes('google')) return null;

  const start = () => {
    setFailure(undefined);
    setLeaving(true);
    auth.loginWith('google').catch((error: unknown) => {
      setLeaving(false);
      setFailure(error);
    });
  };

  return (
    <Box data-google-sign-in="">
      <Divider sx={{ my: 2.5, color: 'text.secondary', fontSize: '0.875rem' }}>{t('auth.or')}</Divider>
      <FormFailure error={failure} />
      <Button
        type="button"
        variant="outlined"
        size="large"
        fullWidth
        loading={leaving}
        loadingPosition="start"
        startIcon={<MdiIcon path={mdiGoogle} />}
        onClick={start}
      >
        {t('auth.google.button')}
      </Button>
    </Box>
  );
}
