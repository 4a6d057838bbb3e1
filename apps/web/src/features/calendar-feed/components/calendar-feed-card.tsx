import { mdiCalendarExport, mdiContentCopy, mdiLinkOff, mdiRefresh } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { LoadError } from '../../../components/load-error';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatDate } from '../../../lib/format';
import { useCalendarFeedStatus, useRevokeCalendarFeed, useRotateCalendarFeed } from '../api/calendar-feed';

type Pending = 'rotate' | 'revoke' | null;

/** The link just made, with a copy button (the API shows a link only once: it keeps only the token's hash). */
function FeedLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard) return setCopied(false);
    clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={id}
        label={t('calendarFeed.linkLabel')}
        value={url}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' },
          inputLabel: { shrink: true },
        }}
        onFocus={(event) => event.target.select()}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={copy} startIcon={<MdiIcon path={mdiContentCopy} />}>
          {t('calendarFeed.copy')}
        </Button>
        <Typography role="status" variant="body2" color={copied === false ? 'error' : 'text.secondary'}>
          {copied === true ? t('calendarFeed.copied') : copied === false ? t('calendarFeed.copyFailed') : ''}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('calendarFeed.linkOnce')}
      </Typography>
    </Box>
  );
}

/**
 * "Ekspor kalender": the user's private ICS feed link: create it, copy it, make a new one (the old one stops
 * working) or revoke it, each destructive step confirmed first.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const status = useCalendarFeedStatus();
  const rotate = useRotateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [pending, setPending] = useState<Pending>(null);
  const link = rotate.data && status.data?.active ? rotate.data.url : null;

  const makeLink = () =>
    rotate.mutate(undefined, {
      onSuccess: () => setPending(null),
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        rotate.reset();
        setPending(null);
      },
    });

  let body;
  if (status.isPending) {
    body = <Skeleton variant="rounded" height={56} aria-label={t('app.loading')} />;
  } else if (status.isError) {
    body = (
      <LoadError
        error={status.error}
        onRetry={() => void status.refetch()}
        title={t('calendarFeed.loadError')}
      />
    );
  } else if (!status.data.active) {
    body = (
      <Box>
        <Button
          variant="contained"
          onClick={makeLink}
          loading={rotate.isPending}
          startIcon={<MdiIcon path={mdiCalendarExport} />}
        >
          {t('calendarFeed.create')}
        </Button>
      </Box>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {link ? (
          <FeedLink url={link} />
        ) : (
          <Alert severity="info">
            {t('calendarFeed.activeSince', {
              date: status.data.createdAt ? formatDate(status.data.createdAt, i18n.language) : '',
            })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => setPending('rotate')}
            startIcon={<MdiIcon path={mdiRefresh} />}
          >
            {t('calendarFeed.rotate')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setPending('revoke')}
            startIcon={<MdiIcon path={mdiLinkOff} />}
          >
            {t('calendarFeed.revoke')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id={headingId} variant="h6" component="h2">
          {t('calendarFeed.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('calendarFeed.intro')}
        </Typography>
      </Box>
      {body}
      {rotate.isError && pending === null ? <FormFailure error={rotate.error} /> : null}
      <ConfirmDialog
        open={pending === 'rotate'}
        title={t('calendarFeed.rotateTitle')}
        text={t('calendarFeed.rotateText')}
        confirmLabel={t('calendarFeed.rotateConfirm')}
        cancelLabel={t('calendarFeed.cancel')}
        busy={rotate.isPending}
        failure={rotate.isError ? <FormFailure error={rotate.error} /> : undefined}
        onConfirm={makeLink}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'revoke'}
        title={t('calendarFeed.revokeTitle')}
        text={t('calendarFeed.revokeText')}
        confirmLabel={t('calendarFeed.revokeConfirm')}
        cancelLabel={t('calendarFeed.cancel')}
        destructive
        busy={revoke.isPending}
        failure={revoke.isError ? <FormFailure error={revoke.error} /> : undefined}
        onConfirm={revokeLink}
        onClose={() => setPending(null)}
      />
    </Paper>
  );
}
