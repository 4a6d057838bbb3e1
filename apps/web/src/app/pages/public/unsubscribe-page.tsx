import { mdiEmailOffOutline, mdiLinkVariantOff } from '@mdi/js';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { useUnsubscribe } from '../../../features/notifications';

/**
 * `/notifikasi/berhenti?token=…`: the page an e-mail's unsubscribe link opens. Opening it is the one click: it posts
 * the token at once (the API's GET changes nothing, because mail scanners open links), then says what stopped.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const home = (
    <Button component={RouterLink} to={paths.home()} variant="contained">
      {t('notifications.unsubscribe.home')}
    </Button>
  );
  if (token === '' || unsubscribe.isError) {
    return (
      <EmptyState icon={mdiLinkVariantOff} title={t('notifications.unsubscribe.invalid')} actions={home} />
    );
  }
  if (!unsubscribe.data) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8 }}>
        <CircularProgress aria-hidden="true" />
        {t('notifications.unsubscribe.working')}
      </Box>
    );
  }
  const { category, channel } = unsubscribe.data;
  return (
    <EmptyState
      icon={mdiEmailOffOutline}
      title={t('notifications.unsubscribe.done', {
        category: t(`notifications.category.${category}`),
        channel: t(`notifications.unsubscribe.channel.${channel}`),
      })}
      text={t('notifications.unsubscribe.hint')}
      actions={home}
    />
  );
}
