import { passwordChangeBodySchema, type PasswordChangeBody } from '@scola/contracts';
import { mdiShieldCheckOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { PasswordField } from '../../../components/password-field';
import { errorCode } from '../../../lib/api-errors';
import { byLength, schemaResolver, textFieldProps } from '../../../lib/form';
import { validationValues } from '../../../lib/validation-values';
import { useChangePassword } from '../api/account';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

const resolver = schemaResolver<PasswordValues, PasswordChangeBody>(passwordChangeBodySchema, {
  toInput: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
  messages: {
    currentPassword: byLength('validation.passwordTooLong', 'validation.passwordRequired'),
    newPassword: 'validation.passwordRules',
  },
  check: (values) => ({
    ...(values.confirm !== values.newPassword ? { confirm: 'validation.passwordMismatch' } : {}),
    ...(values.newPassword !== '' && values.newPassword === values.currentPassword
      ? { newPassword: 'validation.passwordUnchanged' }
      : {}),
  }),
});

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirm: '' };

/** Change the password (current, new, repeated). On success the account's other sessions have been signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangePassword();
  const form = useForm<PasswordValues, unknown, PasswordChangeBody>({ resolver, defaultValues: empty });

  const submit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      form.reset(empty);
    } catch (error) {
      if (errorCode(error) === 'INVALID_CURRENT_PASSWORD') {
        form.setError(
          'currentPassword',
          { type: 'server', message: 'validation.currentPasswordWrong' },
          { shouldFocus: true },
        );
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-password-form="">
      {change.isSuccess ? (
        <Alert
          severity="success"
          icon={<MdiIcon path={mdiShieldCheckOutline} />}
          role="status"
          sx={{ mb: 2 }}
        >
          <AlertTitle>{t('password.doneTitle')}</AlertTitle>
          {t('password.done')}
        </Alert>
      ) : null}
      <FormFailure error={change.error ?? undefined} />
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
        <PasswordField
          id={`${id}-current`}
          label={t('password.current')}
          autoComplete="current-password"
          {...textFieldProps(form, 'currentPassword', t)}
        />
        <PasswordField
          id={`${id}-new`}
          label={t('password.new')}
          autoComplete="new-password"
          {...textFieldProps(form, 'newPassword', t, t('auth.passwordRules', validationValues))}
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('password.confirm')}
          autoComplete="new-password"
          {...textFieldProps(form, 'confirm', t)}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={{ mt: 3 }}
        loading={form.formState.isSubmitting}
      >
        {t('password.submit')}
      </Button>
    </Box>
  );
}
