import {
  STUDY_ROOM_MAX_CAPACITY,
  type StudyRoomCard,
  tutorTimeZoneLabels,
  type TutorTimeZone,
  type UpdateStudyRoomInput,
  updateStudyRoomInputSchema,
  wallClockToInstant,
} from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useStudyRoomChange, useTutorStudyRoom } from '../api/rooms';
import { RoomFailure } from './room-failure';
import { zonedInputs } from './room-time';

interface EditValues {
  title: string;
  date: string;
  time: string;
  capacity: string;
  link: string;
  reason: string;
}

type EditField = keyof EditValues;

/**
 * The change of the values (only what differs), or the fields to mark: a new time needs a reason (participants are
 * told), the capacity never goes under the seats taken, an emptied link is removed.
 */
export function roomUpdateOf(
  room: StudyRoomCard & { meetingUrl: string | null },
  values: EditValues,
  zone: TutorTimeZone,
  now: number,
): { body: UpdateStudyRoomInput | null; invalid: Set<EditField> } {
  const invalid = new Set<EditField>();
  const body: UpdateStudyRoomInput = {};
  const title = values.title.trim();
  if (title !== room.title) body.title = title;
  const startsAt = wallClockToInstant(`${values.date}T${values.time}`, zone);
  if (!startsAt) invalid.add('date');
  else if (startsAt.getTime() !== new Date(room.startsAt).getTime()) {
    if (startsAt.getTime() <= now) invalid.add('date');
    body.startsAt = startsAt.toISOString();
    body.reason = values.reason.trim();
  }
  const capacity = Number(values.capacity);
  if (
    !Number.isInteger(capacity) ||
    capacity < Math.max(1, room.seatsTaken) ||
    capacity > STUDY_ROOM_MAX_CAPACITY
  )
    invalid.add('capacity');
  else if (capacity !== room.capacity) body.capacity = capacity;
  const link = values.link.trim();
  if (link !== (room.meetingUrl ?? '')) body.meetingUrl = link === '' ? null : link;
  const parsed = updateStudyRoomInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      invalid.add(
        field === 'meetingUrl'
          ? 'link'
          : field === 'startsAt'
            ? 'date'
            : ((field as EditField | undefined) ?? 'title'),
      );
    }
  }
  return parsed.success && invalid.size === 0 ? { body: parsed.data, invalid } : { body: null, invalid };
}

interface EditProps {
  zone: TutorTimeZone;
  now: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit a room (a copy: the master stays as it was): title, time (with a reason), capacity, meeting link. */
export function RoomEditDialog({ room: card, ...props }: EditProps & { room: StudyRoomCard }) {
  const { t } = useTranslation();
  const id = useId();
  // The card has no meeting link: the tutor's view of the room does.
  const query = useTutorStudyRoom(card.id);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      {query.isPending ? (
        <DialogContent>
          <Skeleton variant="rounded" height={320} aria-label={t('tutorStudyRooms.loading')} />
        </DialogContent>
      ) : query.isError ? (
        <DialogContent>
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </DialogContent>
      ) : (
        <RoomEditForm
          {...props}
          titleId={`${id}-title`}
          room={{ ...card, meetingUrl: query.data.meetingUrl }}
        />
      )}
    </Dialog>
  );
}

function RoomEditForm({
  room,
  zone,
  now,
  onClose,
  onSaved,
  titleId,
}: EditProps & { room: StudyRoomCard & { meetingUrl: string | null }; titleId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useStudyRoomChange();
  const [start] = useState(() => zonedInputs(room.startsAt, zone));
  const [values, setValues] = useState<EditValues>(() => ({
    title: room.title,
    ...start,
    capacity: String(room.capacity),
    link: room.meetingUrl ?? '',
    reason: '',
  }));
  const [checked, setChecked] = useState(false);
  const { body, invalid } = roomUpdateOf(room, values, zone, now);
  const moved = values.date !== start.date || values.time !== start.time;
  const set = (next: Partial<EditValues>) => {
    setValues((current) => ({ ...current, ...next }));
    change.reset();
  };
  const bad = (field: EditField) => checked && invalid.has(field);
  const message = (field: EditField) =>
    bad(field) ? t(`tutorStudyRooms.edit.errors.${field}`, { seats: room.seatsTaken }) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!body) return;
    if (Object.keys(body).length === 0) return onClose();
    change.mutate({ action: 'update', roomId: room.id, body }, { onSuccess: onSaved });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{t('tutorStudyRooms.edit.title', { title: room.title })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          id={`${id}-name`}
          label={t('tutorStudyRooms.form.title')}
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          error={bad('title')}
          helperText={message('title') ?? t('tutorStudyRooms.edit.copyHint')}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            id={`${id}-date`}
            type="date"
            label={t('tutorStudyRooms.create.date')}
            value={values.date}
            onChange={(event) => set({ date: event.target.value })}
            error={bad('date')}
            helperText={message('date')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id={`${id}-time`}
            type="time"
            label={t('tutorStudyRooms.create.time', { zone: tutorTimeZoneLabels[zone] })}
            value={values.time}
            onChange={(event) => set({ time: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        {moved ? (
          <TextField
            id={`${id}-reason`}
            label={t('tutorStudyRooms.edit.reason')}
            value={values.reason}
            onChange={(event) => set({ reason: event.target.value })}
            required
            multiline
            minRows={2}
            error={bad('reason')}
            helperText={message('reason') ?? t('tutorStudyRooms.edit.reasonHint')}
          />
        ) : null}
        <TextField
          id={`${id}-capacity`}
          type="number"
          label={t('tutorStudyRooms.form.capacity')}
          value={values.capacity}
          onChange={(event) => set({ capacity: event.target.value })}
          error={bad('capacity')}
          helperText={
            message('capacity') ?? t('tutorStudyRooms.edit.capacityHint', { seats: room.seatsTaken })
          }
          slotProps={{ htmlInput: { min: Math.max(1, room.seatsTaken), max: STUDY_ROOM_MAX_CAPACITY } }}
        />
        <TextField
          id={`${id}-link`}
          type="url"
          label={t('tutorStudyRooms.edit.link')}
          value={values.link}
          onChange={(event) => set({ link: event.target.value })}
          error={bad('link')}
          helperText={message('link') ?? t('tutorStudyRooms.edit.linkHint')}
        />
        <RoomFailure error={change.error} zone={zone} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={change.isPending}>
          {t('tutorStudyRooms.cancelAction')}
        </Button>
        <Button type="submit" variant="contained" loading={change.isPending}>
          {t('tutorStudyRooms.edit.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
