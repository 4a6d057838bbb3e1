import { signUpBodySchema, type SignUpBody } from '@scola/contracts';
import { mdiEmailCheckOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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
import { MdiIcon } from '../../../components/mdi-icon';
import { TextInput } from '../../../components/text-input';
import { PasswordField } from '../../../components/password-field';
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
 * Student registration: name, e-mail and a password with its rules shown. The API answers the same whether or not
 * the address is registered (ADR 0013), so the form always ends on "check your e-mail": a new account is activated
 * by the e-mailed link, the owner of a registered address is told how to sign in.
 */
export function SignUpForm({ signInTo = paths.signIn() }: { signInTo?: string }) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const id = useId();
  const [failure, setFailure] = useState<unknown>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<SignUpValues, unknown, SignUpBody>({
    resolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await auth.signUp(body);
      setSentTo(body.email);
    } catch (error) {
      setFailure(error);
    }
  });

  if (sentTo !== undefined) {
    return (
      <Box data-sign-up-sent="">
        <Alert severity="success" icon={<MdiIcon path={mdiEmailCheckOutline} />} role="status">
          <AlertTitle>{t('auth.signUp.sentTitle')}</AlertTitle>
          {t('auth.signUp.sent', { email: sentTo })}
        </Alert>
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button component={RouterLink} to={signInTo} variant="contained">
            {t('auth.signUp.toSignIn')}
          </Button>
          <Button
            onClick={() => {
              setSentTo(undefined);
              form.reset();
            }}
          >
            {t('auth.signUp.another')}
          </Button>
        </Box>
      </Box>
    );
  }

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
      <FormFailure error={failure} />
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
