import { OPAQUE_TOKEN_MAX_LENGTH } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { AuthPageFrame } from './auth-page-frame';
import { paths } from '../../../config/paths';

/**
 * `/reset-password?token=…`, the link of the forgotten-password e-mail: choose a new password, then sign in with
 * it right here. A link without a token says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const usable = token !== '' && token.length <= OPAQUE_TOKEN_MAX_LENGTH;

  if (done) {
    return (
      <AuthPageFrame>
        <Alert severity="success" role="status" sx={{ mb: 3 }} data-reset-done="">
          <AlertTitle>{t('auth.reset.doneTitle')}</AlertTitle>
          {t('auth.reset.done')}
        </Alert>
        <SignInForm />
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame title={t('auth.reset.title')} intro={usable ? t('auth.reset.intro') : undefined}>
      {usable ? (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      ) : (
        <Box>
          <Alert severity="warning" sx={{ mt: 2 }} data-reset-link-broken="">
            {t('auth.reset.missingToken')}
          </Alert>
          <Button component={RouterLink} to={paths.forgotPassword()} variant="contained" sx={{ mt: 3 }}>
            {t('auth.reset.requestNew')}
          </Button>
        </Box>
      )}
    </AuthPageFrame>
  );
}
