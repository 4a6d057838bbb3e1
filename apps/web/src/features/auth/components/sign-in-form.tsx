import type { SignInBody } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthClient } from '../../../auth/react';
import { FormFailure } from '../../../components/form-failure';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { byLength, lazySchemaResolver, textFieldProps } from '../../../lib/form';
import { GoogleSignInButton } from './google-sign-in-button';

interface SignInValues {
  email: string;
  password: string;
}

/** The schemas (and zod) load when the form is first used: the landing page shows it without them. */
const loadSchema = async () => {
  // `validation-values` provides the limits the error texts name.
  const [{ signInBodySchema }] = await Promise.all([
    import('@scola/contracts'),
    import('../../../lib/validation-values'),
  ]);
  return signInBodySchema;
};

const resolver = lazySchemaResolver<SignInValues, SignInBody>(loadSchema, {
  messages: {
    email: byLength('validation.emailTooLong', 'validation.email'),
    password: byLength('validation.passwordTooLong', 'validation.passwordRequired'),
  },
});

export interface SignInFormProps {
  /** Where "Daftar" leads (the registration tab of `/masuk` by default). */
  registerTo?: string;
}

/**
 * E-mail and password sign-in, with the Google button when configured. On success the session goes to the
 * remembered page or `/beranda`; a failure shows the localised text of its code (e.g. wrong credentials).
 */
export function SignInForm({ registerTo = '/masuk?tab=daftar' }: SignInFormProps) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const id = useId();
  const [failure, setFailure] = useState<unknown>();
  const form = useForm<SignInValues, unknown, SignInBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await auth.loginWith('local', body);
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <Box data-sign-in-form="">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadSchema()}
        aria-labelledby={`${id}-title`}
      >
        <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ mb: 0.5 }}>
          {t('auth.signIn.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('auth.signIn.subtitle')}
        </Typography>
        <FormFailure error={failure} />
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
          autoComplete="current-password"
          fullWidth
          margin="dense"
          {...textFieldProps(form, 'password', t)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mb: 2 }}>
          <Link component={RouterLink} to="/lupa-password" variant="body2">
            {t('auth.signIn.forgot')}
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={form.formState.isSubmitting}
        >
          {t('auth.signIn.submit')}
        </Button>
      </Box>
      <GoogleSignInButton />
      <Typography variant="body2" sx={{ mt: 2.5, textAlign: 'center' }}>
        {t('auth.signIn.noAccount')}{' '}
        <Link component={RouterLink} to={registerTo} sx={{ fontWeight: 500 }}>
          {t('auth.signIn.register')}
        </Link>
      </Typography>
    </Box>
  );
}

export default SignInForm;
