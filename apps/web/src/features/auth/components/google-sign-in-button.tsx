import { mdiGoogle } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthClient } from '../../../auth/react';
import { PlainIcon } from '../../../components/plain-icon';
import { BusyIndicator, PlainFailure } from './plain-form-parts';

/** Whether Google sign-in is configured (the API published a client id). */
export function useGoogleEnabled(): boolean {
  return useAuthClient().strategies.includes('google');
}

/**
 * "Masuk dengan Google", after an "atau" divider; nothing at all when Google sign-in is not configured. Starts the
 * OpenID Connect flow: the page leaves for the provider and comes back through `/masukGoogle.html`. Plain markup:
 * the landing page's sign-in form has no MUI runtime (ADR 0011).
 */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const auth = useAuthClient();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  if (!auth.strategies.includes('google')) return null;

  const start = () => {
    setFailure(undefined);
    setLeaving(true);
    auth.loginWith('google').catch((error: unknown) => {
      setLeaving(false);
      setFailure(error);
    });
  };

  return (
    <div data-google-sign-in="">
      <div className="s-divider" role="separator">
        {t('auth.or')}
      </div>
      <PlainFailure error={failure} />
      <button
        type="button"
        className="s-btn s-btn-lg s-btn-outlined s-btn-block"
        disabled={leaving}
        onClick={start}
      >
        {leaving ? <BusyIndicator busy /> : <PlainIcon path={mdiGoogle} />}
        {t('auth.google.button')}
      </button>
    </div>
  );
}
