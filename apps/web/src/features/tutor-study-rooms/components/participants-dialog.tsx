import type { StudyRoomCard, TutorTimeZone } from '@scola/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PersonAvatar } from '../../../components/person-avatar';
import { useStudyRoomParticipants } from '../api/rooms';
import { roomTimeText } from './room-time';

/** A room's participants (`GET …/peserta`): when each joined, paid or free, attended, muted or removed. */
export function ParticipantsDialog({
  room,
  zone,
  onClose,
}: {
  room: StudyRoomCard | null;
  zone: TutorTimeZone;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const query = useStudyRoomParticipants(room?.id ?? null);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'id-ID', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    }).format(new Date(iso));
  return (
    <Dialog open={room !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('tutorStudyRooms.participants.title', { title: room?.title ?? '' })}
      </DialogTitle>
      <DialogContent>
        {room ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {roomTimeText(room, zone, i18n.language)} ·{' '}
            {t('tutorStudyRooms.rooms.seats', { taken: room.seatsTaken, capacity: room.capacity })}
          </Typography>
        ) : null}
        {query.isPending ? (
          <Skeleton variant="rounded" height={120} aria-label={t('tutorStudyRooms.loading')} />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <Typography>{t('tutorStudyRooms.participants.none')}</Typography>
        ) : (
          <List aria-label={t('tutorStudyRooms.participants.listLabel')}>
            {query.data.map((person) => (
              <ListItem key={person.userId} disableGutters sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                <PersonAvatar name={person.name} photoUrl={person.avatarUrl} />
                <ListItemText
                  primary={person.name}
                  secondary={t('tutorStudyRooms.participants.joinedAt', { time: when(person.joinedAt) })}
                />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                  <Chip
                    size="small"
                    label={t(
                      person.paid ? 'tutorStudyRooms.participants.paid' : 'tutorStudyRooms.participants.free',
                    )}
                  />
                  {person.attendedAt ? (
                    <Chip size="small" color="success" label={t('tutorStudyRooms.participants.attended')} />
                  ) : null}
                  {person.muted ? (
                    <Chip size="small" label={t('tutorStudyRooms.participants.muted')} />
                  ) : null}
                  {person.removed ? (
                    <Chip size="small" color="error" label={t('tutorStudyRooms.participants.removed')} />
                  ) : null}
                </Box>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tutorStudyRooms.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
