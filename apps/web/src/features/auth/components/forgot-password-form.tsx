import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@scola/contracts';
import { mdiEmailCheckOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { TextInput } from '../../../components/text-input';
import { MdiIcon } from '../../../components/mdi-icon';
import { byLength, schemaResolver, textFieldProps } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/password-reset';

interface ForgotValues {
  email: string;
}

const resolver = schemaResolver<ForgotValues, ForgotPasswordBody>(forgotPasswordBodySchema, {
  messages: { email: byLength('validation.emailTooLong', 'validation.email') },
});

/**
 * Asks for a reset link. The confirmation is the same whether or not the address has an account (the API does
 * not tell either), so nobody can probe which addresses are registered.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotValues, unknown, ForgotPasswordBody>({
    resolver,
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    await request.mutateAsync(body).catch(() => undefined);
  });

  if (request.isSuccess) {
    return (
      <Box data-reset-requested="">
        <Alert severity="success" icon={<MdiIcon path={mdiEmailCheckOutline} />} role="status">
          <AlertTitle>{t('auth.forgot.sentTitle')}</AlertTitle>
          {t('auth.forgot.sent', { email: request.variables.email })}
        </Alert>
        <Button
          sx={{ mt: 2 }}
          onClick={() => {
            request.reset();
            form.reset();
          }}
        >
          {t('auth.forgot.another')}
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormFailure error={request.error ?? undefined} />
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
        loading={form.formState.isSubmitting}
      >
        {t('auth.forgot.submit')}
      </Button>
    </Box>
  );
}
