import { resendActivationBodySchema } from '@scola/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useResendActivation } from '../api/activation';
import { EmailLinkForm } from './email-link-form';

/** Asks for a new activation link (the old one expired, was used, or got lost). */
export function ResendActivationForm() {
  const { t } = useTranslation();
  const resend = useResendActivation();
  const sentTo = resend.status === 'sent' ? (resend.email ?? '') : undefined;
  return (
    <Box sx={{ mt: 3 }}>
      <EmailLinkForm
        schema={resendActivationBodySchema}
        request={{ sending: resend.status === 'sending', error: resend.error, sentTo, send: resend.send }}
        labels={{
          intro: t('auth.activation.resendIntro'),
          submit: t('auth.activation.resend'),
          sentTitle: t('auth.activation.resentTitle'),
          sent: t('auth.activation.resent', { email: sentTo }),
        }}
        sentData={{ 'data-activation-resent': '' }}
      />
    </Box>
  );
}
