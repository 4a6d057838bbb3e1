import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { useStudyRoomPresence } from '../hooks/use-study-room-presence';

export interface StudyRoomPresenceProps {
  roomId: string;
}

/** Who is online in the room now (the tutor, participants, an admin looking in): avatars, names and a count. */
export function StudyRoomPresence({ roomId }: StudyRoomPresenceProps) {
  const { t } = useTranslation();
  const online = useStudyRoomPresence(roomId);
  const people = online.data ?? [];
  return (
    <Box component="section" aria-label={t('studyRoomChat.presence.title')}>
      <Typography variant="subtitle2" component="h2">
        {t('studyRoomChat.presence.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status">
        {people.length === 0
          ? t('studyRoomChat.presence.none')
          : t('studyRoomChat.presence.count', { count: people.length })}
      </Typography>
      {people.length > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <AvatarGroup max={8} sx={{ justifyContent: 'flex-end' }}>
            {people.map((person) => (
              <Tooltip key={person.id} title={person.name}>
                <span>
                  <PersonAvatar name={person.name} photoUrl={person.avatarUrl} size={32} />
                </span>
              </Tooltip>
            ))}
          </AvatarGroup>
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {people.map((person) => (
              <Typography key={person.id} component="li" variant="body2">
                {person.isTutor ? t('studyRoomChat.presence.tutor', { name: person.name }) : person.name}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
