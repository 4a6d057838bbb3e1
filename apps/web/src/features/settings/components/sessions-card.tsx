import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { AccountSession } from '@scola/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { errorText } from '../../../lib/api-errors';
import { formatSessionStart } from '../../../lib/viewer-time';
import { useAccountSessions, useEndSessions } from '../api/settings';
import { parseDevice } from '../device-label';
import { SettingsCard } from './settings-card';

/** "Chrome di Windows", "Safari di iOS", "Perangkat tidak dikenal". */
export function deviceName(t: TFunction, userAgent: string | null): string {
  const { browser, os } = parseDevice(userAgent);
  if (browser && os) return t('settings.sessions.device', { browser, os });
  return browser ?? os ?? t('settings.sessions.unknownDevice');
}

function SessionRow({ session, onEnd, busy }: { session: AccountSession; onEnd: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const name = deviceName(t, session.userAgent);
  const details = [
    t('settings.sessions.lastUsed', { time: formatSessionStart(session.lastUsedAt, i18n.language) }),
    t('settings.sessions.started', { time: formatSessionStart(session.startedAt, i18n.language) }),
    session.ipHint ? t('settings.sessions.ip', { ip: session.ipHint }) : null,
  ].filter(Boolean);
  return (
    <ListItem
      divider
      data-session={session.current ? 'current' : 'other'}
      sx={{ px: 0, gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
            {name}
          </Typography>
          {session.current ? (
            <Chip size="small" color="primary" variant="outlined" label={t('settings.sessions.thisDevice')} />
          ) : null}
        </Box>
        {details.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
      </Box>
      {session.current ? null : (
        <Button
          variant="outlined"
          color="error"
          size="small"
          onClick={onEnd}
          loading={busy}
          aria-label={t('settings.sessions.signOutLabel', { device: name })}
        >
          {t('settings.sessions.signOut')}
        </Button>
      )}
    </ListItem>
  );
}

/** Sesi aktif: the devices signed in, with "sign out" per device and for all others at once. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useAccountSessions();
  const { one, others } = useEndSessions();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = sessions.data ?? [];
  const hasOthers = list.some((session) => !session.current);
  const failure = one.error ?? (confirming ? null : others.error);

  let body;
  if (sessions.isPending) {
    body = <CircularProgress size={28} aria-label={t('settings.sessions.loading')} />;
  } else if (sessions.isError) {
    body = (
      <LoadError
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        title={t('settings.sessions.loadError')}
      />
    );
  } else {
    body = (
      <>
        <List disablePadding aria-label={t('settings.sessions.title')}>
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={one.isPending && one.variables === session.id}
              onEnd={() => {
                setNotice(null);
                one.mutate(session.id, { onSuccess: () => setNotice(t('settings.sessions.endedOne')) });
              }}
            />
          ))}
        </List>
        {hasOthers ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('settings.sessions.onlyThis')}
          </Typography>
        )}
        {hasOthers ? (
          <Button
            variant="outlined"
            color="error"
            sx={{ mt: 2 }}
            onClick={() => {
              others.reset();
              setNotice(null);
              setConfirming(true);
            }}
          >
            {t('settings.sessions.signOutOthers')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <SettingsCard id="sesi-aktif" title={t('settings.sessions.title')} intro={t('settings.sessions.intro')}>
      {body}
      {notice ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {notice}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(t, failure)}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('settings.sessions.confirmTitle')}
        text={t('settings.sessions.confirmText')}
        confirmLabel={t('settings.sessions.confirm')}
        cancelLabel={t('settings.sessions.cancel')}
        destructive
        busy={others.isPending}
        failure={others.error ? <Alert severity="error">{errorText(t, others.error)}</Alert> : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          others.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              setNotice(t('settings.sessions.endedOthers', { count: answer.data.ended }));
            },
          })
        }
      />
    </SettingsCard>
  );
}
