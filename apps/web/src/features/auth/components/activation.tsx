import { OPAQUE_TOKEN_MAX_LENGTH } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auth } from '../../../auth';
import { useAuthClient } from '../../../auth/react';
import { paths } from '../../../config/paths';
import { errorCode, errorText } from '../../../lib/api-errors';
import { ResendActivationForm } from './resend-activation-form';

/**
 * One attempt per token at a time: the link works once, so running the activation twice at once (React's strict
 * mode runs effects twice in development) would fail the second time. Once settled, opening the link again asks
 * the API again (and is told the link was used).
 */
const attempts = new Map<string, Promise<void>>();

export function activateOnce(auth: Auth<object>, token: string): Promise<void> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = auth.activate(token).finally(() => attempts.delete(token));
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Removes the token from the address bar (and so from the history), keeping the router's state. */
function hideTokenFromAddressBar(path: string): void {
  if (typeof window === 'undefined' || !window.location.hash.includes('?')) return;
  window.history.replaceState(window.history.state, '', `#${path}`);
}

/**
 * The link of the activation e-mail: activates the account and signs its owner in (the session then goes to
 * `/beranda`). A broken, used or expired link says so and offers a new one.
 */
export function Activation({ token, path = paths.activation() }: { token: string; path?: string }) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const usable = token !== '' && token.length <= OPAQUE_TOKEN_MAX_LENGTH;
  const [failure, setFailure] = useState<unknown>();

  useEffect(() => {
    if (!usable) return undefined;
    let active = true;
    hideTokenFromAddressBar(path);
    activateOnce(auth, token).catch((error: unknown) => {
      if (active) setFailure(error);
    });
    return () => {
      active = false;
    };
  }, [auth, token, usable, path]);

  if (usable && failure === undefined) {
    return (
      <Box role="status" sx={{ py: 8, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
        <CircularProgress aria-hidden="true" />
        <Typography variant="h4" component="h1">
          {t('auth.activation.progress')}
        </Typography>
      </Box>
    );
  }

  return (
    <Box data-activation-error={usable ? (errorCode(failure) ?? 'UNKNOWN') : 'MISSING_TOKEN'}>
      <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
        {t('auth.activation.failedTitle')}
      </Typography>
      <Alert severity={usable ? 'error' : 'warning'}>
        {usable ? <AlertTitle>{errorText(t, failure)}</AlertTitle> : null}
        {usable ? t('auth.activation.failedHint') : t('auth.activation.missingToken')}
      </Alert>
      <ResendActivationForm />
    </Box>
  );
}
