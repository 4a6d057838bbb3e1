import { mdiAlertCircleOutline, mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';
import { errorCode, errorText } from '../../../lib/api-errors';

/**
 * Form parts without MUI for the sign-in form, which the landing page shows (ADR 0011): the same labels, error
 * texts, `role="alert"` failures and password toggle as `TextInput`, `PasswordField` and `FormFailure`.
 */

/** The localised message of a failed request, chosen by its `code`; nothing without an error. */
export function PlainFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === undefined || error === null) return null;
  return (
    <div className="s-alert" role="alert" data-error-code={errorCode(error) ?? 'UNKNOWN'}>
      <PlainIcon path={mdiAlertCircleOutline} small />
      <div className="s-alert-text">{errorText(t, error)}</div>
    </div>
  );
}

export interface PlainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The translated error text, shown under the field. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** A password field gets the show/hide toggle (a toggle button: fixed label, its state in `aria-pressed`). */
  password?: boolean;
}

export function PlainField({
  id,
  label,
  error,
  inputRef,
  password = false,
  type,
  ...input
}: PlainFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const helperId = `${id}-helper-text`;
  const field = (
    <input
      id={id}
      ref={inputRef}
      className="s-field-input"
      type={password ? (visible ? 'text' : 'password') : type}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? helperId : undefined}
      {...input}
    />
  );
  return (
    <div className="s-field" data-invalid={error ? '' : undefined}>
      <label className="s-field-label" htmlFor={id}>
        {label}
      </label>
      {password ? (
        <div className="s-field-box">
          {field}
          <button
            type="button"
            className="s-icon-btn"
            aria-label={t('form.showPassword')}
            aria-pressed={visible}
            title={visible ? t('form.hidePassword') : t('form.showPassword')}
            onClick={() => setVisible((shown) => !shown)}
            onMouseDown={(event) => event.preventDefault()}
          >
            <PlainIcon path={visible ? mdiEyeOffOutline : mdiEyeOutline} />
          </button>
        </div>
      ) : (
        field
      )}
      {error ? (
        <p className="s-field-help" id={helperId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A submit or action button that shows a spinner (and is disabled) while `busy`. */
export function BusyIndicator({ busy }: { busy: boolean }) {
  return busy ? <span className="s-spinner" aria-hidden="true" /> : null;
}
