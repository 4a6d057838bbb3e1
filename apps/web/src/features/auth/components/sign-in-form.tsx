import type { SignInBody } from '@scola/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthClient } from '../../../auth/react';
import { errorCode } from '../../../lib/api-errors';
import { byLength, fieldText, type IssueKey, type SafeParser } from '../../../lib/form';
import { GoogleSignInButton } from './google-sign-in-button';
import { BusyIndicator, PlainFailure, PlainField } from './plain-form-parts';
import { paths } from '../../../config/paths';
import { ResendActivationButton } from './resend-activation-button';

type Field = 'email' | 'password';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** The schemas (and zod) load when the form is first used: the landing page shows it without them. */
const loadSchema = async (): Promise<SafeParser<SignInBody>> => {
  // `validation-values` provides the limits the error texts name.
  const [{ signInBodySchema }] = await Promise.all([
    import('@scola/contracts'),
    import('../../../lib/validation-values'),
  ]);
  return signInBodySchema;
};

const messages: Record<Field, IssueKey> = {
  email: byLength('validation.emailTooLong', 'validation.email'),
  password: byLength('validation.passwordTooLong', 'validation.passwordRequired'),
};

/** The body to send, or the i18n key of each invalid field. */
async function validate(values: Values): Promise<{ body: SignInBody } | { errors: Errors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { body: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== 'email' && field !== 'password') continue;
    const key = messages[field];
    errors[field] ??= typeof key === 'function' ? key(issue) : key;
  }
  return { errors };
}

export interface SignInFormProps {
  /** Where "Daftar" leads (the registration tab of `/masuk` by default). */
  registerTo?: string;
}

/**
 * E-mail and password sign-in, with the Google button when configured. On success the session goes to the
 * remembered page or `/beranda`; a failure shows the localised text of its code (e.g. wrong credentials). An
 * account not activated yet gets a way to have its activation e-mail sent again.
 * Validated with the contracts' schema, loaded on first use. Plain markup (`site.css`) and no form library: the
 * landing page shows this form and carries no MUI runtime (ADR 0011).
 */
export function SignInForm({ registerTo = paths.signIn({ tab: 'daftar' }) }: SignInFormProps) {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const id = useId();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  /** The address of an attempt the API answered "not activated yet" (the resend goes there). */
  const [notActivated, setNotActivated] = useState<string>();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first submit the fields are checked again as they change (as react-hook-form's forms do).
    if (submitted) {
      void validate(next).then((result) => setErrors('errors' in result ? result.errors : {}));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setFailure(undefined);
    setNotActivated(undefined);
    setSubmitting(true);
    try {
      const result = await validate(values);
      if ('errors' in result) {
        setErrors(result.errors);
        const first = (['email', 'password'] as const).find((field) => result.errors[field]);
        if (first) (first === 'email' ? emailInput : passwordInput).current?.focus();
        return;
      }
      setErrors({});
      await auth.loginWith('local', result.body);
    } catch (error) {
      setFailure(error);
      if (errorCode(error) === 'ACCOUNT_NOT_ACTIVATED') setNotActivated(values.email);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div data-sign-in-form="">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadSchema()}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="s-h3 s-form-title">
          {t('auth.signIn.title')}
        </h2>
        <p className="s-body s-muted s-form-subtitle">{t('auth.signIn.subtitle')}</p>
        <PlainFailure error={failure} />
        {notActivated === undefined ? null : (
          <ResendActivationButton key={notActivated} email={notActivated} />
        )}
        <PlainField
          id={`${id}-email`}
          label={t('auth.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={change('email')}
          inputRef={emailInput}
          error={fieldText(t, { message: errors.email })}
        />
        <PlainField
          id={`${id}-password`}
          label={t('auth.fields.password')}
          name="password"
          password
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          inputRef={passwordInput}
          error={fieldText(t, { message: errors.password })}
        />
        <div className="s-form-forgot">
          <RouterLink to={paths.forgotPassword()} className="s-link s-body2">
            {t('auth.signIn.forgot')}
          </RouterLink>
        </div>
        <button
          type="submit"
          className="s-btn s-btn-lg s-btn-primary s-btn-block"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          <BusyIndicator busy={submitting} />
          {t('auth.signIn.submit')}
        </button>
      </form>
      <GoogleSignInButton />
      <p className="s-body2 s-form-footer">
        {t('auth.signIn.noAccount')}{' '}
        <RouterLink to={registerTo} className="s-link" style={{ fontWeight: 500 }}>
          {t('auth.signIn.register')}
        </RouterLink>
      </p>
    </div>
  );
}

export default SignInForm;
