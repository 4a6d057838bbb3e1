import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthPageFrame } from './auth-page-frame';
import { paths } from '../../../config/paths';

/** `/lupa-password`: request a reset link by e-mail. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPageFrame title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <ForgotPasswordForm />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.signIn()}>
          {t('auth.backToSignIn')}
        </Link>
      </Typography>
    </AuthPageFrame>
  );
}
