import { mdiArrowLeft } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailFailure } from '../../../components/detail-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { StudyRoomChat, StudyRoomPresence } from '../../../features/study-room-chat';
import { studyRoomKeys } from '../../../features/study-rooms';
import { useStudyRoom } from '../../../features/study-rooms/api/study-rooms';
import { RoomView } from '../../../features/study-rooms/components/room-view';
import { useRoomClock } from '../../../features/study-rooms/hooks/use-room-clock';
import { usePageTitle } from '../../document-title';
import { PurchaseAction } from '../catalogue/purchase-action';

/**
 * `/study-room/{id}`: one study room, public. What the viewer may do comes from the API's `viewer`; this page fills
 * the room view's slots: `buyAction` (a paid room into the cart), `chat` and `presence` (the room's live chat and
 * who is online, `features/study-room-chat`), the last two only for its members (tutor, participants, admins) and
 * the chat also for a removed participant, who reads why they cannot write.
 */
export default function StudyRoomPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useStudyRoom(id);
  const now = useRoomClock();
  const client = useQueryClient();
  const refetchRoom = useCallback(
    () => void client.invalidateQueries({ queryKey: studyRoomKeys.detail(id) }),
    [client, id],
  );
  usePageTitle(query.data?.title);
  const back = { to: paths.studyRooms(), label: t('studyRooms.room.back') };
  if (query.isPending)
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" height={56} />
        <Skeleton variant="rounded" height={180} />
      </Box>
    );
  if (query.isError)
    return (
      <DetailFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={t('studyRooms.room.notFound')}
        notFoundText={t('studyRooms.room.notFoundText')}
        back={back}
      />
    );
  const viewer = query.data.viewer;
  const member = viewer.role === 'tutor' || viewer.role === 'participant' || viewer.role === 'admin';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        component={RouterLink}
        to={back.to}
        startIcon={<MdiIcon path={mdiArrowLeft} />}
        sx={{ justifySelf: 'start', ml: -1 }}
      >
        {back.label}
      </Button>
      <RoomView
        room={query.data}
        now={now}
        buyAction={<PurchaseAction itemType="study-room" itemId={query.data.id} />}
        chat={
          member || viewer.removed ? (
            <StudyRoomChat roomId={query.data.id} viewer={viewer} onRoomChanged={refetchRoom} />
          ) : undefined
        }
        presence={member ? <StudyRoomPresence roomId={query.data.id} /> : undefined}
      />
    </Box>
  );
}
