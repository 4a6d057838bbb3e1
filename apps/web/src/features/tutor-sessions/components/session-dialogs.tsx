import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  instantToWallClock,
  meetingUrlSchema,
  type TutorTimeZone,
  type TutorClassSession,
  wallClockToInstant,
  tutorTimeZoneLabels,
} from '@scola/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionChange } from '../api/tutor-sessions';
import { SessionFailure } from './session-failure';
import { useMinuteClock } from './use-minute-clock';
import { zonedSessionTime } from './zoned-time';

/** What a dialog tells its page when the change is saved (a line the page announces). */
export type SavedHandler = (message: string) => void;

interface DialogFrameProps {
  open: boolean;
  title: string;
  busy: boolean;
  submitLabel: string;
  destructive?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A form in a dialog: its title, fields, and Batal / the action. */
function DialogFrame({
  open,
  title,
  busy,
  submitLabel,
  destructive,
  onClose,
  onSubmit,
  children,
}: DialogFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('tutorSessions.dialog.close')}
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The reason field, shared by moving and cancelling (students read it in their e-mail). */
function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: boolean;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('tutorSessions.fields.reason')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      required
      error={error}
      helperText={error ? t('tutorSessions.errors.reason') : t('tutorSessions.fields.reasonHint')}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}

const validReason = (reason: string) => reason.trim().length >= 3;

/** Move a session: a new start (in the tutor's zone) and length, with a reason for the students. */
export function RescheduleDialog(props: {
  classId: string;
  session: TutorClassSession;
  zone: TutorTimeZone;
  onClose: () => void;
  onSaved: SavedHandler;
}) {
  const { classId, session, zone, onClose, onSaved } = props;
  const { t, i18n } = useTranslation();
  const change = useSessionChange(classId);
  const [start, setStart] = useState(instantToWallClock(session.startsAt, zone));
  const [duration, setDuration] = useState(String(session.durationMinutes));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const now = useMinuteClock();
  const instant = wallClockToInstant(start, zone);
  const minutes = Number(duration);
  const errors = {
    start: instant === null || instant.getTime() <= now,
    duration: !Number.isInteger(minutes) || minutes < 15 || minutes > 720,
    reason: !validReason(reason),
  };
  const submit = () => {
    setChecked(true);
    if (errors.start || errors.duration || errors.reason || !instant) return;
    change.mutate(
      {
        action: 'update',
        sessionId: session.id,
        body: { startsAt: instant.toISOString(), durationMinutes: minutes, reason: reason.trim() },
      },
      {
        onSuccess: ([after]) => {
          onSaved(
            t('tutorSessions.saved.rescheduled', {
              title: session.title,
              time: after ? zonedSessionTime(after, zone, i18n.language) : '',
            }),
          );
          onClose();
        },
      },
    );
  };
  return (
    <DialogFrame
      open
      title={t('tutorSessions.reschedule.title', { title: session.title })}
      busy={change.isPending}
      submitLabel={t('tutorSessions.reschedule.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <DialogContentText>
        {t('tutorSessions.reschedule.now', { time: zonedSessionTime(session, zone, i18n.language) })}
      </DialogContentText>
      <TextField
        type="datetime-local"
        label={t('tutorSessions.fields.start', { zone: tutorTimeZoneLabels[zone] })}
        value={start}
        onChange={(event) => setStart(event.target.value)}
        required
        error={checked && errors.start}
        helperText={checked && errors.start ? t('tutorSessions.errors.start') : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="number"
        label={t('tutorSessions.fields.duration')}
        value={duration}
        onChange={(event) => setDuration(event.target.value)}
        required
        error={checked && errors.duration}
        helperText={checked && errors.duration ? t('tutorSessions.errors.duration') : undefined}
        slotProps={{ htmlInput: { min: 15, max: 720, step: 15 } }}
      />
      <ReasonField value={reason} error={checked && errors.reason} onChange={setReason} />
      <SessionFailure error={change.error} zone={zone} />
    </DialogFrame>
  );
}

/** Cancel a session, with a reason for the students: it cannot be undone. */
export function CancelDialog(props: {
  classId: string;
  session: TutorClassSession;
  zone: TutorTimeZone;
  onClose: () => void;
  onSaved: SavedHandler;
}) {
  const { classId, session, zone, onClose, onSaved } = props;
  const { t, i18n } = useTranslation();
  const change = useSessionChange(classId);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const submit = () => {
    setChecked(true);
    if (!validReason(reason)) return;
    change.mutate(
      { action: 'cancel', sessionId: session.id, reason: reason.trim() },
      {
        onSuccess: () => {
          onSaved(t('tutorSessions.saved.cancelled', { title: session.title }));
          onClose();
        },
      },
    );
  };
  return (
    <DialogFrame
      open
      destructive
      title={t('tutorSessions.cancel.title', { title: session.title })}
      busy={change.isPending}
      submitLabel={t('tutorSessions.cancel.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <DialogContentText>
        {t('tutorSessions.cancel.text', { time: zonedSessionTime(session, zone, i18n.language) })}
      </DialogContentText>
      <ReasonField value={reason} error={checked && !validReason(reason)} onChange={setReason} />
      <SessionFailure error={change.error} zone={zone} />
    </DialogFrame>
  );
}

/** Rename a session or change its meeting link (the students are not e-mailed for these). */
export function EditSessionDialog(props: {
  classId: string;
  session: TutorClassSession;
  zone: TutorTimeZone;
  onClose: () => void;
  onSaved: SavedHandler;
}) {
  const { classId, session, zone, onClose, onSaved } = props;
  const { t } = useTranslation();
  const change = useSessionChange(classId);
  const [title, setTitle] = useState(session.title);
  const [link, setLink] = useState(session.meetingUrl ?? '');
  const [checked, setChecked] = useState(false);
  const errors = { title: title.trim() === '', link: !meetingUrlSchema.safeParse(link).success };
  const submit = () => {
    setChecked(true);
    if (errors.title || errors.link) return;
    change.mutate(
      { action: 'update', sessionId: session.id, body: { title: title.trim(), meetingUrl: link.trim() } },
      {
        onSuccess: () => {
          onSaved(t('tutorSessions.saved.edited', { title: title.trim() }));
          onClose();
        },
      },
    );
  };
  return (
    <DialogFrame
      open
      title={t('tutorSessions.edit.title')}
      busy={change.isPending}
      submitLabel={t('tutorSessions.edit.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('tutorSessions.fields.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        error={checked && errors.title}
        helperText={checked && errors.title ? t('tutorSessions.errors.title') : undefined}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        type="url"
        label={t('tutorSessions.fields.link')}
        value={link}
        onChange={(event) => setLink(event.target.value)}
        required
        error={checked && errors.link}
        helperText={
          checked && errors.link ? t('tutorSessions.errors.link') : t('tutorSessions.fields.linkHint')
        }
      />
      <SessionFailure error={change.error} zone={zone} />
    </DialogFrame>
  );
}
