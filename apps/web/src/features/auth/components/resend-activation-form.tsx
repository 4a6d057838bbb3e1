import { resendActivationBodySchema, type ResendActivationBody } from '@scola/contracts';
import { mdiEmailCheckOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { TextInput } from '../../../components/text-input';
import { byLength, schemaResolver, textFieldProps } from '../../../lib/form';
import { useResendActivation } from '../api/activation';

interface ResendValues {
  email: string;
}

const resolver = schemaResolver<ResendValues, ResendActivationBody>(resendActivationBodySchema, {
  messages: { email: byLength('validation.emailTooLong', 'validation.email') },
});

/**
 * Asks for a new activation link (the old one expired, was used, or got lost). The confirmation is the same
 * whatever the address: the API does not tell which addresses have an account waiting for activation.
 */
export function ResendActivationForm() {
  const { t } = useTranslation();
  const id = useId();
  const resend = useResendActivation();
  const form = useForm<ResendValues, unknown, ResendActivationBody>({
    resolver,
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((body) => resend.send(body));

  if (resend.status === 'sent') {
    return (
      <Alert
        severity="success"
        icon={<MdiIcon path={mdiEmailCheckOutline} />}
        role="status"
        sx={{ mt: 3 }}
        data-activation-resent=""
      >
        <AlertTitle>{t('auth.activation.resentTitle')}</AlertTitle>
        {t('auth.activation.resent', { email: resend.email })}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 3 }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('auth.activation.resendIntro')}
      </Typography>
      <FormFailure error={resend.error} />
      <TextInput
        id={`${id}-email`}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        fullWidth
        margin="dense"
        {...textFieldProps(form, 'email', t)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        loading={resend.status === 'sending'}
      >
        {t('auth.activation.resend')}
      </Button>
    </Box>
  );
}
