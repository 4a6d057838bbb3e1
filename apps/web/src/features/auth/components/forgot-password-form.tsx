import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@scola/contracts';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/password-reset';
import { EmailLinkForm } from './email-link-form';

/** Asks for a reset link; once sent, the user may ask again for another address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const sentTo = request.isSuccess ? request.variables.email : undefined;
  const send = (body: ForgotPasswordBody) =>
    request.mutateAsync(body).then(
      () => undefined,
      () => undefined, // shown by the form from `request.error`
    );
  return (
    <EmailLinkForm
      schema={forgotPasswordBodySchema}
      request={{ sending: request.isPending, error: request.error, sentTo, send }}
      labels={{
        submit: t('auth.forgot.submit'),
        sentTitle: t('auth.forgot.sentTitle'),
        sent: t('auth.forgot.sent', { email: sentTo }),
      }}
      sentData={{ 'data-reset-requested': '' }}
      afterSent={(resetForm) => (
        <Button
          sx={{ mt: 2 }}
          onClick={() => {
            request.reset();
            resetForm();
          }}
        >
          {t('auth.forgot.another')}
        </Button>
      )}
    />
  );
}
