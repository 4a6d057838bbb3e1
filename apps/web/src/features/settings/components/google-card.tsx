import { mdiGoogle } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthClient } from '../../../auth/react';
import { FormFailure } from '../../../components/form-failure';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { errorText } from '../../../lib/api-errors';
import { useDisconnectGoogle, useGoogleLink } from '../api/settings';
import { SettingsCard } from './settings-card';

/**
 * Akun Google: connected (with its e-mail) or not. "Putuskan" only when the account also has a password; it sticks
 * (Google sign-in no longer links the account by e-mail, ADR 0058). "Hubungkan" runs the Google flow as a link
 * (when Google sign-in is on), and the callback comes back here with `?google=terhubung`.
 */
export function GoogleCard() {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const [search] = useSearchParams();
  const link = useGoogleLink();
  const disconnect = useDisconnectGoogle();
  const [confirming, setConfirming] = useState(false);
  const [connectError, setConnectError] = useState<unknown>();
  const canConnect = auth.strategies.includes('google');
  const justConnected = search.get('google') === 'terhubung' && link.data?.connected === true;
  // Back from Google: the card may be far down the page (phones).
  useEffect(() => {
    if (justConnected) document.getElementById('akun-google')?.scrollIntoView?.({ block: 'start' });
  }, [justConnected]);

  let body;
  if (link.isPending) {
    body = <CircularProgress size={28} aria-label={t('settings.google.loading')} />;
  } else if (link.isError) {
    body = (
      <LoadError
        error={link.error}
        onRetry={() => void link.refetch()}
        title={t('settings.google.loadError')}
      />
    );
  } else if (!link.data.connected) {
    body = (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography variant="body2">{t('settings.google.notConnected')}</Typography>
        {canConnect ? (
          <Button
            variant="outlined"
            startIcon={<MdiIcon path={mdiGoogle} />}
            onClick={() => {
              setConnectError(undefined);
              auth.linkGoogle().catch(setConnectError);
            }}
          >
            {t('settings.google.connect')}
          </Button>
        ) : null}
        {connectError ? <FormFailure error={connectError} sx={{ mb: 0 }} /> : null}
      </Box>
    );
  } else {
    const { email, hasPassword } = link.data;
    body = (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {email ? t('settings.google.connected', { email }) : t('settings.google.connectedNoEmail')}
        </Typography>
        {hasPassword ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('settings.google.relinkNote')}
            </Typography>
            <Button
              variant="outlined"
              color="error"
              onClick={() => {
                disconnect.reset();
                setConfirming(true);
              }}
            >
              {t('settings.google.disconnect')}
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('settings.google.noPassword')}
          </Typography>
        )}
      </Box>
    );
  }

  return (
    <SettingsCard id="akun-google" title={t('settings.google.title')}>
      {body}
      {justConnected && !disconnect.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('settings.google.connectedNow')}
        </Alert>
      ) : null}
      {disconnect.isSuccess && !link.data?.connected ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('settings.google.disconnected')}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('settings.google.confirmTitle')}
        text={t('settings.google.confirmText')}
        confirmLabel={t('settings.google.confirm')}
        cancelLabel={t('settings.google.cancel')}
        destructive
        busy={disconnect.isPending}
        failure={disconnect.error ? <Alert severity="error">{errorText(t, disconnect.error)}</Alert> : null}
        onClose={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </SettingsCard>
  );
}
