import { mdiEmailCheckOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';
import { useResendActivation } from '../api/activation';
import { BusyIndicator, PlainFailure } from './plain-form-parts';

/**
 * Under the sign-in form's "not activated yet" message: sends a new activation link to the address just typed.
 * Plain markup, as the sign-in form (ADR 0011).
 */
export function ResendActivationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendActivation();

  if (resend.status === 'sent') {
    return (
      <div className="s-alert s-alert-success" role="status" data-activation-resent="">
        <PlainIcon path={mdiEmailCheckOutline} small />
        <div className="s-alert-text">{t('auth.activation.resent', { email: resend.email })}</div>
      </div>
    );
  }
  const sending = resend.status === 'sending';
  return (
    <div className="s-form-resend">
      <PlainFailure error={resend.error} />
      <button
        type="button"
        className="s-btn s-btn-outlined s-btn-block"
        disabled={sending}
        aria-busy={sending || undefined}
        onClick={() => void resend.send({ email: email.trim() })}
      >
        <BusyIndicator busy={sending} />
        {t('auth.activation.resend')}
      </button>
    </div>
  );
}
