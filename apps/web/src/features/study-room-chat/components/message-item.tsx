import type { StudyRoomMessage } from '@scola/contracts';
import { mdiDotsVertical } from '@mdi/js';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { PersonAvatar } from '../../../components/person-avatar';
import { relativeTime } from '../relative-time';
import { ChatText } from './chat-text';

export type MessageAction = 'delete' | 'mute' | 'unmute' | 'remove';

export interface MessageItemProps {
  message: StudyRoomMessage;
  /** The message is the viewer's own. */
  own: boolean;
  /** The viewer moderates (the room's tutor, an admin): a menu on participants' messages. */
  moderator: boolean;
  /** The author is muted now (the menu offers to unmute). */
  authorMuted: boolean;
  onAction: (action: MessageAction, message: StudyRoomMessage) => void;
}

/** One chat message: avatar, name (with a "Tutor" badge), relative time, the text or "deleted". */
export function MessageItem({ message, own, moderator, authorMuted, onAction }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const author = message.author;
  const name = author?.name ?? t('studyRoomChat.unknownAuthor');
  const canModerate = moderator && !message.deleted && author !== null && !author.isTutor;
  const act = (action: MessageAction) => {
    setAnchor(null);
    onAction(action, message);
  };
  return (
    <Box component="li" data-seq={message.seq} sx={{ display: 'flex', gap: 1.5, py: 1, listStyle: 'none' }}>
      <PersonAvatar name={name} photoUrl={author?.avatarUrl ?? null} size={36} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" variant="subtitle2">
            {own ? t('studyRoomChat.you') : name}
          </Typography>
          {author?.isTutor ? (
            <Chip label={t('studyRoomChat.tutorBadge')} size="small" color="primary" />
          ) : null}
          <Typography component="time" variant="caption" color="text.secondary" dateTime={message.createdAt}>
            {relativeTime(message.createdAt, i18n.language)}
          </Typography>
        </Box>
        {message.deleted ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('studyRoomChat.deleted')}
          </Typography>
        ) : (
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            <ChatText body={message.body} />
          </Typography>
        )}
      </Box>
      {canModerate ? (
        <>
          <IconButton
            size="small"
            aria-label={t('studyRoomChat.menu.open', { name })}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MdiIcon path={mdiDotsVertical} />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            <MenuItem onClick={() => act('delete')}>{t('studyRoomChat.menu.delete')}</MenuItem>
            {authorMuted ? (
              <MenuItem onClick={() => act('unmute')}>{t('studyRoomChat.menu.unmute', { name })}</MenuItem>
            ) : (
              <MenuItem onClick={() => act('mute')}>{t('studyRoomChat.menu.mute', { name })}</MenuItem>
            )}
            <MenuItem onClick={() => act('remove')} sx={{ color: 'error.main' }}>
              {t('studyRoomChat.menu.remove', { name })}
            </MenuItem>
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
