import { mdiRefresh } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText } from '../lib/api-errors';
import { useOnline } from '../lib/online-status';
import { MdiIcon } from './mdi-icon';

export interface LoadErrorProps {
  error: unknown;
  /** Try again (the query's `refetch`). */
  onRetry: () => void;
  /** Heading of the alert, e.g. "Kelas tidak dapat dimuat". */
  title?: string;
  sx?: SxProps<Theme>;
}

/**
 * Error state of a failed load: what went wrong (localised by its code) and a retry button. Without a network, a
 * load the service worker could not answer from the pages read before says so plainly instead (ADR 0053).
 */
export function LoadError({ error, onRetry, title, sx }: LoadErrorProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const code = errorCode(error) ?? 'UNKNOWN';
  const offline = !online && code === 'NETWORK_ERROR';
  return (
    <Alert
      severity={offline ? 'info' : 'error'}
      role={offline ? 'status' : 'alert'}
      data-load-error={code}
      {...(offline ? { 'data-offline-state': '' } : {})}
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
      <AlertTitle>
        {offline ? t('catalogue.state.offlineTitle') : (title ?? t('catalogue.state.errorTitle'))}
      </AlertTitle>
      {offline ? t('catalogue.state.offlineText') : errorText(t, error)}
    </Alert>
  );
}
