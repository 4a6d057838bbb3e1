import { mdiRefresh } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '../lib/api-errors';
import { MdiIcon } from './mdi-icon';

export interface LoadErrorProps {
  error: unknown;
  /** Try again (the query's `refetch`). */
  onRetry: () => void;
  /** Heading of the alert, e.g. "Kelas tidak dapat dimuat". */
  title?: string;
  sx?: SxProps<Theme>;
}

/** Error state of a failed load: what went wrong (localised by its code) and a retry button. */
export function LoadError({ error, onRetry, title, sx }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      data-load-error={errorCode(error) ?? 'UNKNOWN'}
      sx={sx ?? { my: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onRetry}
          startIcon={<MdiIcon path={mdiRefresh} />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('catalogue.state.retry')}
        </Button>
      }
    >
      <AlertTitle>{title ?? t('catalogue.state.errorTitle')}</AlertTitle>
      {errorText(t, error)}
    </Alert>
  );
}
