import { sessionReasonSchema, type StudyRoomCard, type TutorTimeZone } from '@scola/contracts';
import { mdiCalendarBlankOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { ROOMS_PAGE_SIZE, useStudyRoomChange, useTutorStudyRooms } from '../api/rooms';
import type { TutorRoomWhen } from '../query-keys';
import { ParticipantsDialog } from './participants-dialog';
import { type RoomAction, RoomCard } from './room-card';
import { RoomEditDialog } from './room-edit-dialog';
import { RoomFailure } from './room-failure';

const tabs: readonly TutorRoomWhen[] = ['upcoming', 'live', 'past'];

/** The time now, every 15 seconds: "Mulai" opens with the join window. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The tutor's rooms by tab (`when=`), a page at a time, with each room's actions and their dialogs. */
export function RoomList({ zone, notice: initialNotice }: { zone: TutorTimeZone; notice: string | null }) {
  const { t } = useTranslation();
  const [when, setWhen] = useState<TutorRoomWhen>('upcoming');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ action: RoomAction; room: StudyRoomCard } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonChecked, setReasonChecked] = useState(false);
  const [notice, setNotice] = useState(initialNotice);
  const now = useClock();
  const query = useTutorStudyRooms(when, page);
  const change = useStudyRoomChange();

  const close = () => {
    setDialog(null);
    setReason('');
    setReasonChecked(false);
    change.reset();
  };
  const done = (key: string, title: string) => {
    close();
    setNotice(t(`tutorStudyRooms.rooms.notice.${key}`, { title }));
  };
  const onAction = (action: RoomAction, room: StudyRoomCard) => {
    change.reset();
    setNotice(null);
    if (action === 'start') {
      change.mutate(
        { action: 'start', roomId: room.id },
        { onSuccess: () => setNotice(t('tutorStudyRooms.rooms.notice.started', { title: room.title })) },
      );
      return;
    }
    setDialog({ action, room });
  };
  const reasonOk = sessionReasonSchema.safeParse(reason).success;

  return (
    <Box>
      <Tabs
        value={when}
        onChange={(_, value: TutorRoomWhen) => {
          setWhen(value);
          setPage(1);
        }}
        aria-label={t('tutorStudyRooms.rooms.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab key={tab} value={tab} label={t(`tutorStudyRooms.rooms.tabs.${tab}`)} />
        ))}
      </Tabs>
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {dialog === null ? <RoomFailure error={change.error} zone={zone} /> : null}
      {query.isPending ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={180} aria-label={t('tutorStudyRooms.loading')} />
          ))}
        </Box>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('tutorStudyRooms.rooms.loadError')}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={mdiCalendarBlankOutline}
          title={t(`tutorStudyRooms.rooms.empty.${when}`)}
          text={when === 'upcoming' ? t('tutorStudyRooms.rooms.emptyText') : undefined}
          actions={
            when === 'upcoming' ? (
              <Button component={RouterLink} to={paths.tutorAddStudyRoom()} variant="contained">
                {t('tutorStudyRooms.rooms.add')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('tutorStudyRooms.rooms.listLabel')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {query.data.data.map((room) => (
              <li key={room.id}>
                <RoomCard room={room} zone={zone} now={now} busy={change.isPending} onAction={onAction} />
              </li>
            ))}
          </Box>
          <ListPagination
            page={page}
            total={query.data.meta.total}
            pageSize={ROOMS_PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
      <ParticipantsDialog
        room={dialog?.action === 'participants' ? dialog.room : null}
        zone={zone}
        onClose={close}
      />
      {dialog?.action === 'edit' ? (
        <RoomEditDialog
          key={dialog.room.id}
          room={dialog.room}
          zone={zone}
          now={now}
          onClose={close}
          onSaved={() => done('saved', dialog.room.title)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.action === 'cancel'}
        title={t('tutorStudyRooms.rooms.cancelTitle')}
        text={
          <>
            {t('tutorStudyRooms.rooms.cancelText', {
              title: dialog?.room.title ?? '',
              count: dialog?.room.seatsTaken ?? 0,
            })}
            <TextField
              label={t('tutorStudyRooms.rooms.cancelReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 2 }}
              error={reasonChecked && !reasonOk}
              helperText={t(
                reasonChecked && !reasonOk
                  ? 'tutorStudyRooms.rooms.cancelReasonError'
                  : 'tutorStudyRooms.rooms.cancelReasonHint',
              )}
            />
          </>
        }
        confirmLabel={t('tutorStudyRooms.rooms.cancelConfirm')}
        cancelLabel={t('tutorStudyRooms.back')}
        destructive
        busy={change.isPending}
        failure={<RoomFailure error={change.error} zone={zone} />}
        onConfirm={() => {
          setReasonChecked(true);
          if (dialog && reasonOk)
            change.mutate(
              { action: 'cancel', roomId: dialog.room.id, reason: reason.trim() },
              { onSuccess: () => done('cancelled', dialog.room.title) },
            );
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.action === 'delete'}
        title={t('tutorStudyRooms.rooms.deleteTitle')}
        text={t('tutorStudyRooms.rooms.deleteText', { title: dialog?.room.title ?? '' })}
        confirmLabel={t('tutorStudyRooms.rooms.deleteConfirm')}
        cancelLabel={t('tutorStudyRooms.back')}
        destructive
        busy={change.isPending}
        failure={<RoomFailure error={change.error} zone={zone} />}
        onConfirm={() =>
          dialog &&
          change.mutate(
            { action: 'delete', roomId: dialog.room.id },
            { onSuccess: () => done('deleted', dialog.room.title) },
          )
        }
        onClose={close}
      />
    </Box>
  );
}
