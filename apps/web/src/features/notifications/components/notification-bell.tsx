import { mdiBellOutline, mdiCogOutline } from '@mdi/js';
import type { Notification } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { useMarkRead, useNotificationList, useUnreadCount } from '../api/notifications';
import { useNotificationsLive } from '../hooks/use-notifications-live';
import { NotificationCard } from './notification-card';
import { NotificationPreferencesDialog } from './notification-preferences-dialog';

/**
 * The bell of every signed-in header: the unread count (kept live over the socket), and a panel of notification
 * cards (a popover; the whole width on a phone) with "mark all read", more pages, and the e-mail choices.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useNotificationsLive();
  const unread = useUnreadCount().data ?? 0;
  const list = useNotificationList(anchor !== null);
  const mark = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const close = () => setAnchor(null);
  const open = (item: Notification) => {
    if (item.readAt === null) mark.one.mutate(item.id);
    close();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('notifications.bell.label', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        data-unread-count={unread}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <MdiIcon path={mdiBellOutline} />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        marginThreshold={0}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('notifications.panel.title'),
            sx: { width: { xs: '100vw', sm: 400 }, maxWidth: '100vw', maxHeight: { xs: '85vh', sm: 560 } },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
            {t('notifications.panel.title')}
          </Typography>
          <Button
            size="small"
            onClick={() => mark.all.mutate()}
            disabled={unread === 0 || mark.all.isPending}
          >
            {t('notifications.panel.markAll')}
          </Button>
          <IconButton
            size="small"
            aria-label={t('notifications.panel.settings')}
            onClick={() => setSettingsOpen(true)}
          >
            <MdiIcon path={mdiCogOutline} fontSize="small" />
          </IconButton>
        </Box>
        {list.isPending ? (
          <Box
            sx={{ display: 'grid', placeItems: 'center', py: 4 }}
            role="status"
            aria-label={t('notifications.panel.loading')}
          >
            <CircularProgress size={28} />
          </Box>
        ) : list.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('notifications.panel.retry')}
              </Button>
            }
          >
            {t('notifications.panel.error')}
          </Alert>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
            {t('notifications.panel.empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('notifications.panel.title')}>
            {items.map((item) => (
              <NotificationCard key={item.id} item={item} onOpen={open} />
            ))}
          </List>
        )}
        {list.hasNextPage ? (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('notifications.panel.loadMore')}
            </Button>
          </Box>
        ) : null}
      </Popover>
      <NotificationPreferencesDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
