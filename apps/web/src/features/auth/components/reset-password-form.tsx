import { resetPasswordBodySchema, type ResetPasswordBody } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormFailure } from '../../../components/form-failure';
import { PasswordField } from '../../../components/password-field';
import { errorCode } from '../../../lib/api-errors';
import { schemaResolver, textFieldProps } from '../../../lib/form';
import { validationValues } from '../../../lib/validation-values';
import { useResetPassword } from '../api/password-reset';
import { paths } from '../../../config/paths';

interface ResetValues {
  password: string;
  confirm: string;
}

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link. */
  token: string;
  onDone: () => void;
}

/** Sets a new password with the token of a reset link; an invalid or used link says so and offers a new one. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const reset = useResetPassword();
  const form = useForm<ResetValues, unknown, ResetPasswordBody>({
    resolver: schemaResolver<ResetValues, ResetPasswordBody>(resetPasswordBodySchema, {
      toInput: (values) => ({ token, password: values.password }),
      messages: { password: 'validation.passwordRules' },
      check: (values) =>
        values.confirm !== values.password ? { confirm: 'validation.passwordMismatch' } : {},
    }),
    defaultValues: { password: '', confirm: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    await reset.mutateAsync(body).then(onDone, () => undefined);
  });
  const tokenRefused = errorCode(reset.error) === 'INVALID_RESET_TOKEN';

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormFailure error={reset.error ?? undefined}>
        {tokenRefused ? (
          <>
            {' '}
            <Link component={RouterLink} to={paths.forgotPassword()} color="inherit" sx={{ fontWeight: 500 }}>
              {t('auth.reset.requestNew')}
            </Link>
          </>
        ) : null}
      </FormFailure>
      <PasswordField
        id={`${id}-password`}
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        fullWidth
        margin="dense"
        {...textFieldProps(form, 'password', t, t('auth.passwordRules', validationValues))}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        fullWidth
        margin="dense"
        {...textFieldProps(form, 'confirm', t)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        loading={form.formState.isSubmitting}
      >
        {t('auth.reset.submit')}
      </Button>
    </Box>
  );
}
