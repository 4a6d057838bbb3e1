import type { Notification } from '@scola/contracts';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { kindIcons, notificationLink, notificationText, relativeTime } from '../notification-content';

/**
 * The spec's notification card: the kind's icon, the sentence, how long ago, and a dot while unread. The whole card
 * is the link to the notification's place; opening it marks it read (`onOpen`).
 */
export function NotificationCard({
  item,
  onOpen,
}: {
  item: Notification;
  onOpen: (item: Notification) => void;
}) {
  const { t, i18n } = useTranslation();
  const unread = item.readAt === null;
  const sentence = notificationText(item, t, i18n.language);
  return (
    <ListItemButton
      component={RouterLink}
      to={notificationLink(item)}
      onClick={() => onOpen(item)}
      data-notification-id={item.id}
      data-unread={unread}
      aria-label={unread ? t('notifications.card.unreadLabel', { text: sentence }) : sentence}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.25,
        bgcolor: unread ? 'action.hover' : 'transparent',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <MdiIcon path={kindIcons[item.kind]} fontSize="small" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}>
          {sentence}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={item.createdAt}>
          {relativeTime(item.createdAt, i18n.language)}
        </Typography>
      </Box>
      {unread ? (
        <Box
          aria-hidden="true"
          sx={{
            width: 10,
            height: 10,
            mt: 0.75,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            flexShrink: 0,
          }}
        />
      ) : null}
    </ListItemButton>
  );
}
