import { signUpBodySchema, type SignUpBody } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthClient } from '../../../auth/react';
import { FormFailure } from '../../../components/form-failure';
import { TextInput } from '../../../components/text-input';
import { PasswordField } from '../../../components/password-field';
import { errorCode } from '../../../lib/api-errors';
import { byLength, schemaResolver, textFieldProps } from '../../../lib/form';
import { validationValues } from '../../../lib/validation-values';
import { paths } from '../../../config/paths';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

const resolver = schemaResolver<SignUpValues, SignUpBody>(signUpBodySchema, {
  messages: {
    name: byLength('validation.nameTooLong', 'validation.nameRequired'),
    email: byLength('validation.emailTooLong', 'validation.email'),
    password: 'validation.passwordRules',
  },
});

/**
 * Student registration: name, e-mail and a password with its rules shown. The API answers a session, so a new
 * student lands on `/beranda` signed in. `EMAIL_TAKEN` marks the e-mail field and offers the sign-in tab.
 */
export function SignUpForm({ signInTo = paths.signIn() }: { signInTo?: string }) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const id = useId();
  const [failure, setFailure] = useState<unknown>();
  const form = useForm<SignUpValues, unknown, SignUpBody>({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await auth.signUp(body);
    } catch (error) {
      setFailure(error);
      if (errorCode(error) === 'EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: 'validation.emailTaken' }, { shouldFocus: true });
      }
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      data-sign-up-form=""
    >
      <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ mb: 0.5 }}>
        {t('auth.signUp.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('auth.signUp.subtitle')}
      </Typography>
      <FormFailure error={failure}>
        {errorCode(failure) === 'EMAIL_TAKEN' ? (
          <>
            {' '}
            <Link component={RouterLink} to={signInTo} color="inherit" sx={{ fontWeight: 500 }}>
              {t('auth.signUp.signInInstead')}
            </Link>
          </>
        ) : null}
      </FormFailure>
      <TextInput
        id={`${id}-name`}
        label={t('auth.fields.name')}
        autoComplete="name"
        fullWidth
        margin="dense"
        {...textFieldProps(form, 'name', t)}
      />
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
      <PasswordField
        id={`${id}-password`}
        label={t('auth.fields.password')}
        autoComplete="new-password"
        fullWidth
        margin="dense"
        {...textFieldProps(form, 'password', t, t('auth.passwordRules', validationValues))}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 2 }}>
        <Trans
          i18nKey="auth.signUp.consent"
          components={{
            terms: <Link component={RouterLink} to={paths.termsOfUse()} />,
            privacy: <Link component={RouterLink} to={paths.privacyPolicy()} />,
          }}
        />
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth loading={form.formState.isSubmitting}>
        {t('auth.signUp.submit')}
      </Button>
    </Box>
  );
}

export default SignUpForm;
