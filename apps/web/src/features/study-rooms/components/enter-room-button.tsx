import { mdiVideoOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StudyRoomCard } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { useEnterStudyRoom } from '../api/study-rooms';
import { roomPhase } from '../room-phase';
import { useRoomText } from './room-text';

/** A joined room's "Gabung" in a list: on inside the join window, otherwise saying when it opens. */
export function EnterRoomButton({ room, now }: { room: StudyRoomCard; now: number }) {
  const { t } = useTranslation();
  const text = useRoomText();
  const enter = useEnterStudyRoom();
  const { state, joinOpen } = roomPhase(room, now);
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Button
        variant={state === 'live' ? 'contained' : 'outlined'}
        disabled={!joinOpen || enter.isPending}
        onClick={() => enter.mutate(room.id)}
        startIcon={<MdiIcon path={mdiVideoOutline} />}
        aria-label={t('studyRooms.action.enterRoom', { title: room.title })}
        data-enter-room=""
      >
        {t('studyRooms.action.enter')}
      </Button>
      {joinOpen ? null : (
        <Typography variant="caption" color="text.secondary">
          {t('studyRooms.action.opensAtShort', { time: text.when(room.joinOpensAt) })}
        </Typography>
      )}
      <FormFailure error={enter.error} sx={{ mt: 0.5 }} />
    </Box>
  );
}
