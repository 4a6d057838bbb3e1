import { isJoinOpen, type LiveSessionState, type StudyRoomCard, type TutorTimeZone } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { priceText, subjectText } from './room-facts';
import { roomTimeText } from './room-time';

const stateColor: Record<LiveSessionState, 'default' | 'primary' | 'success' | 'error'> = {
  upcoming: 'primary',
  live: 'success',
  ended: 'default',
  cancelled: 'error',
};

export type RoomAction = 'participants' | 'edit' | 'cancel' | 'delete' | 'start';

/** Whether the tutor may start the room now: scheduled, not yet live, inside its join window. */
export function canStart(room: StudyRoomCard, now: number): boolean {
  return (
    room.state === 'upcoming' &&
    isJoinOpen(
      { startsAt: new Date(room.startsAt), endsAt: new Date(room.endsAt), status: 'scheduled' },
      new Date(now),
    )
  );
}

/** One of the tutor's rooms: what, when (in the tutor's zone), seats and price, its state and what can be done. */
export function RoomCard({
  room,
  zone,
  now,
  busy,
  onAction,
}: {
  room: StudyRoomCard;
  zone: TutorTimeZone;
  now: number;
  busy: boolean;
  onAction: (action: RoomAction, room: StudyRoomCard) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const open = room.state === 'upcoming' || room.state === 'live';
  const label = (key: string) => t(`tutorStudyRooms.rooms.${key}Label`, { title: room.title });
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-room-card={room.id}
      sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" color={stateColor[room.state]} label={t(`tutorStudyRooms.state.${room.state}`)} />
        <Chip size="small" variant="outlined" label={priceText(t, room.price)} />
        {room.seriesId ? (
          <Chip size="small" variant="outlined" label={t('tutorStudyRooms.rooms.series')} />
        ) : null}
      </Box>
      <Typography
        id={titleId}
        variant="h3"
        sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {room.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {subjectText(t, room.subject, room.grade)}
      </Typography>
      <Typography variant="body2">{roomTimeText(room, zone, i18n.language)}</Typography>
      <Typography variant="body2" data-seats="">
        {t('tutorStudyRooms.rooms.seats', { taken: room.seatsTaken, capacity: room.capacity })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
        {room.state === 'upcoming' ? (
          <Button
            variant="contained"
            size="small"
            color="success"
            disabled={busy || !canStart(room, now)}
            onClick={() => onAction('start', room)}
            aria-label={label('start')}
            title={canStart(room, now) ? undefined : t('tutorStudyRooms.rooms.startHint')}
          >
            {t('tutorStudyRooms.rooms.start')}
          </Button>
        ) : null}
        <Button component={RouterLink} to={paths.studyRoom(room.id)} size="small" variant="outlined">
          {t('tutorStudyRooms.rooms.open')}
        </Button>
        <Button
          size="small"
          onClick={() => onAction('participants', room)}
          aria-label={label('participants')}
        >
          {t('tutorStudyRooms.rooms.participants', { count: room.seatsTaken })}
        </Button>
        {open && room.state === 'upcoming' ? (
          <>
            <Button size="small" onClick={() => onAction('edit', room)} aria-label={label('edit')}>
              {t('tutorStudyRooms.rooms.edit')}
            </Button>
            <Button
              size="small"

              onClick={() => onAction('cancel', room)}
              aria-label={label('cancel')}
            >
              {t('tutorStudyRooms.rooms.cancel')}
            </Button>
          </>
        ) : null}
        {room.seatsTaken === 0 && room.state !== 'live' ? (
          <Button
            size="small"
            color="error"
            onClick={() => onAction('delete', room)}
            aria-label={label('delete')}
          >
            {t('tutorStudyRooms.rooms.delete')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
