import { mdiArrowLeft, mdiGoogle } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Auth, GoogleOutcome } from '../../../auth';
import { useAuth, useAuthClient } from '../../../auth/react';
import { MdiIcon } from '../../../components/mdi-icon';
import { errorCode, errorText } from '../../../lib/api-errors';
import { paths } from '../../../config/paths';

/**
 * One attempt per callback URL: the callback consumes the stored `state` and `nonce`, so running it twice (React's
 * strict mode runs effects twice in development) would fail the second time.
 */
const attempts = new Map<string, Promise<GoogleOutcome>>();

export function completeGoogleSignIn(auth: Auth<object>, href: string): Promise<GoogleOutcome> {
  let attempt = attempts.get(href);
  if (!attempt) {
    attempt = auth.handleGoogleCallback(href);
    attempts.set(href, attempt);
  }
  return attempt;
}

/** Removes the provider's tokens from the address bar (and so from the history), keeping the router's state. */
function hideTokensFromAddressBar(path: string): void {
  if (typeof window === 'undefined' || !window.location.hash.includes('?')) return;
  window.history.replaceState(window.history.state, '', `#${path}`);
}

/**
 * Finishes a Google sign-in on `/masuk-google`: checks the provider's answer (state, tokens), lets the API verify
 * the ID token (signature, audience, nonce), then the session goes home. A link begun from the settings goes back
 * to them (`?google=terhubung`). Any failure is shown by its code, with a way back to sign-in, or to the settings
 * for a signed-in user whose link failed.
 */
export function GoogleCallback({ path = paths.googleSignIn() }: { path?: string }) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const [href] = useState(() => window.location.href);
  const [failure, setFailure] = useState<unknown>();
  const navigate = useNavigate();
  const { loggedIn } = useAuth();

  useEffect(() => {
    let active = true;
    hideTokensFromAddressBar(path);
    completeGoogleSignIn(auth, href).then(
      (outcome) => {
        if (active && outcome === 'linked')
          void navigate(paths.settings({ google: 'terhubung' }), { replace: true });
      },
      (error: unknown) => {
        if (active) setFailure(error);
      },
    );
    return () => {
      active = false;
    };
  }, [auth, href, path, navigate]);

  if (failure === undefined) {
    return (
      <Box role="status" sx={{ py: 8, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
        <CircularProgress aria-hidden="true" />
        <Typography variant="h4" component="h1">
          {t('auth.google.progress')}
        </Typography>
      </Box>
    );
  }

  if (loggedIn) {
    return (
      <Box data-google-error={errorCode(failure) ?? 'UNKNOWN'} sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          {t('auth.google.linkFailedTitle')}
        </Typography>
        <Alert severity="error">
          <AlertTitle>{errorText(t, failure)}</AlertTitle>
          {t('auth.google.linkFailedHint')}
        </Alert>
        <Button
          component={RouterLink}
          to={paths.settings()}
          variant="contained"
          startIcon={<MdiIcon path={mdiArrowLeft} />}
          sx={{ mt: 3 }}
        >
          {t('auth.google.backToSettings')}
        </Button>
      </Box>
    );
  }

  const retry = auth.strategies.includes('google');
  return (
    <Box data-google-error={errorCode(failure) ?? 'UNKNOWN'} sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {t('auth.google.failedTitle')}
      </Typography>
      <Alert severity="error">
        <AlertTitle>{errorText(t, failure)}</AlertTitle>
        {t('auth.google.failedHint')}
      </Alert>
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          component={RouterLink}
          to={paths.signIn()}
          variant="contained"
          startIcon={<MdiIcon path={mdiArrowLeft} />}
        >
          {t('auth.google.backToSignIn')}
        </Button>
        {retry ? (
          <Button
            variant="outlined"
            startIcon={<MdiIcon path={mdiGoogle} />}
            onClick={() => void auth.loginWith('google').catch(setFailure)}
          >
            {t('auth.google.retry')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
