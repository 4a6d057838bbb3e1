import { mdiAccountPlusOutline, mdiBroadcast, mdiLogin, mdiVideoOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StudyRoomDetail, User } from '@scola/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/react';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { canBuy } from '../../../config/role-areas';
import { formatSessionStart } from '../../../lib/viewer-time';
import { useEnterStudyRoom, useJoinStudyRoom, useStartStudyRoom } from '../api/study-rooms';
import { roomPhase, seatsLeft } from '../room-phase';

export interface RoomActionProps {
  room: StudyRoomDetail;
  now: number;
  /** What a student does with a paid room they have not bought (the cart's add-to-cart of item type `study-room`). */
  buyAction?: ReactNode;
}

/** "Gabung" (and the tutor's "Mulai") of a participant or the tutor: enabled only inside the join window. */
function EnterActions({ room, now }: { room: StudyRoomDetail; now: number }) {
  const { t, i18n } = useTranslation();
  const enter = useEnterStudyRoom();
  const start = useStartStudyRoom(room.id);
  const { state, joinOpen } = roomPhase(room, now);
  const isTutor = room.viewer.role === 'tutor';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {isTutor && state === 'upcoming' ? (
        <Button
          variant="contained"
          color="error"
          size="large"
          disabled={!joinOpen || start.isPending || !room.hasMeetingLink}
          onClick={() => start.mutate()}
          startIcon={<MdiIcon path={mdiBroadcast} />}
        >
          {t('studyRooms.action.start')}
        </Button>
      ) : null}
      <Button
        variant={state === 'live' || !isTutor ? 'contained' : 'outlined'}
        size="large"
        disabled={!joinOpen || enter.isPending || !room.hasMeetingLink}
        onClick={() => enter.mutate(room.id)}
        startIcon={<MdiIcon path={mdiVideoOutline} />}
        data-enter-room=""
      >
        {t('studyRooms.action.enter')}
      </Button>
      {!room.hasMeetingLink ? (
        <Typography variant="body2" color="text.secondary">
          {t(isTutor ? 'studyRooms.action.noLinkTutor' : 'studyRooms.action.noLink')}
        </Typography>
      ) : !joinOpen ? (
        <Typography variant="body2" color="text.secondary" data-join-opens="">
          {t('studyRooms.action.opensAt', { time: formatSessionStart(room.joinOpensAt, i18n.language) })}
        </Typography>
      ) : null}
      <FormFailure error={enter.error ?? start.error} sx={{ mt: 0.5 }} />
    </Box>
  );
}

/** A visitor's way in: sign in, then come back to this room (to join it or buy it). */
function SignInToJoin() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<MdiIcon path={mdiLogin} />}
      onClick={() => {
        auth.setRedirect(`${location.pathname}${location.search}`);
        void navigate(paths.signIn());
      }}
      data-sign-in-to-join=""
    >
      {t('studyRooms.action.signIn')}
    </Button>
  );
}

/** A student's "Ikut ruang belajar" on a free room: one click takes a seat. */
function JoinFree({ room }: { room: StudyRoomDetail }) {
  const { t } = useTranslation();
  const join = useJoinStudyRoom(room.id);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="contained"
        size="large"
        loading={join.isPending}
        onClick={() => join.mutate()}
        startIcon={<MdiIcon path={mdiAccountPlusOutline} />}
        data-join-room=""
      >
        {t('studyRooms.action.join')}
      </Button>
      <FormFailure error={join.error} sx={{ mt: 0.5 }} />
    </Box>
  );
}

function Note({ children, severity = 'info' }: { children: ReactNode; severity?: 'info' | 'warning' }) {
  return (
    <Alert severity={severity} data-room-note="">
      {children}
    </Alert>
  );
}

/**
 * What the viewer can do, by `viewer.role` (the server decides it, and decides again on every request): a visitor
 * signs in, a student joins a free room or buys a paid one, a participant and the tutor enter the meeting in the
 * join window; a full, ended or cancelled room, or a removed participant, gets a note instead.
 */
export function RoomAction({ room, now, buyAction }: RoomActionProps) {
  const { t } = useTranslation();
  const { loggedIn, user } = useAuth<User>();
  const { state } = roomPhase(room, now);
  const { role, removed } = room.viewer;
  if (state === 'cancelled') return null;
  if (removed) return <Note severity="warning">{t('studyRooms.action.removed')}</Note>;
  if (role === 'participant' || role === 'tutor') {
    if (state === 'ended') return <Note>{t('studyRooms.action.ended')}</Note>;
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {role === 'participant' ? (
          <Typography sx={{ fontWeight: 600, color: 'success.dark' }} data-participant="">
            {t('studyRooms.action.joined')}
          </Typography>
        ) : null}
        <EnterActions room={room} now={now} />
      </Box>
    );
  }
  if (state === 'ended') return <Note>{t('studyRooms.action.ended')}</Note>;
  if (role === 'admin' || (loggedIn && !canBuy(user?.scope)))
    return <Note>{t('studyRooms.action.studentsOnly')}</Note>;
  if (seatsLeft(room) === 0)
    return (
      <Button variant="contained" size="large" disabled data-room-full="">
        {t('studyRooms.seats.full')}
      </Button>
    );
  if (role === 'visitor') return <SignInToJoin />;
  if (room.price === 0) return <JoinFree room={room} />;
  return buyAction ?? null;
}
