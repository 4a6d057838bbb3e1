import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '../lib/api-errors';

export interface FormFailureProps {
  error: unknown;
  /** Extra content after the message (e.g. a link to request a new reset e-mail). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The localised message of a failed request, chosen by its `code` (never the raw message), in an alert that
 * screen readers announce. Renders nothing without an error.
 */
export function FormFailure({ error, children, sx }: FormFailureProps) {
  const { t } = useTranslation();
  if (error === undefined || error === null) return null;
  return (
    <Alert severity="error" data-error-code={errorCode(error) ?? 'UNKNOWN'} sx={sx ?? { mb: 2 }}>
      {errorText(t, error)}
      {children}
    </Alert>
  );
}
