import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ClassRecording,
  type RecordingSession,
  recordingTitleSchema,
  recordingUrlSchema,
} from '@scola/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-errors';
import { formatSessionTime } from '../../../lib/format';
import { useAddRecordingLink, useUpdateRecording, useUploadRecording } from '../api/class-recordings';

interface FrameProps {
  title: string;
  busy: boolean;
  submitLabel: string;
  failure: unknown;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

function DialogFrame({ title, busy, submitLabel, failure, onClose, onSubmit, children }: FrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {children}
          {failure ? (
            <Alert severity="error" role="alert">
              {errorText(t, failure)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('classRecordings.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function SessionSelect({
  sessions,
  value,
  onChange,
}: {
  sessions: RecordingSession[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      label={t('classRecordings.form.session')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // "Tanpa sesi" is a choice, not a placeholder: show it, and keep the label above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('classRecordings.noSession')}</MenuItem>
      {sessions.map((session) => (
        <MenuItem key={session.id} value={session.id}>
          {session.title} · {formatSessionTime(session.startsAt, i18n.language)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const titleError = (title: string) => !recordingTitleSchema.safeParse(title).success;

export interface RecordingDialogProps {
  classId: string;
  sessions: RecordingSession[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Upload an MP4 with its title and session; the bar shows how much was sent. */
export function UploadRecordingDialog({ classId, sessions, onClose, onSaved }: RecordingDialogProps) {
  const { t } = useTranslation();
  const upload = useUploadRecording(classId);
  const [title, setTitle] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const fileId = useId();
  const submit = () => {
    setChecked(true);
    if (titleError(title) || !file) return;
    upload.mutate(
      { file, title: title.trim(), sessionId: sessionId || null },
      { onSuccess: () => onSaved(t('classRecordings.saved')) },
    );
  };
  return (
    <DialogFrame
      title={t('classRecordings.uploadTitle')}
      busy={upload.isPending}
      submitLabel={t('classRecordings.form.uploadSubmit')}
      failure={upload.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('classRecordings.form.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={checked && titleError(title)}
        helperText={checked && titleError(title) ? t('classRecordings.form.titleRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: 160 } }}
      />
      <SessionSelect sessions={sessions} value={sessionId} onChange={setSessionId} />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Button component="label" htmlFor={fileId} variant="outlined" sx={{ justifySelf: 'start' }}>
          {t('classRecordings.form.chooseFile')}
        </Button>
        <input
          id={fileId}
          type="file"
          accept="video/mp4"
          aria-label={t('classRecordings.form.file')}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Typography variant="body2" color={checked && !file ? 'error' : 'text.secondary'}>
          {file
            ? file.name
            : checked
              ? t('classRecordings.form.fileRequired')
              : t('classRecordings.form.noFile')}
        </Typography>
      </Box>
      {upload.progress !== null ? (
        <Box>
          <LinearProgress
            variant="determinate"
            value={upload.progress}
            aria-label={t('classRecordings.form.uploading', { percent: upload.progress })}
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('classRecordings.form.uploading', { percent: upload.progress })}
          </Typography>
        </Box>
      ) : null}
    </DialogFrame>
  );
}

/** Add a recording by its link (YouTube, Vimeo, Drive …). */
export function AddLinkDialog({ classId, sessions, onClose, onSaved }: RecordingDialogProps) {
  const { t } = useTranslation();
  const add = useAddRecordingLink(classId);
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [checked, setChecked] = useState(false);
  const urlError = !recordingUrlSchema.safeParse(url).success;
  const submit = () => {
    setChecked(true);
    if (titleError(title) || urlError) return;
    add.mutate(
      { title: title.trim(), url: url.trim(), sessionId: sessionId || null },
      { onSuccess: () => onSaved(t('classRecordings.saved')) },
    );
  };
  return (
    <DialogFrame
      title={t('classRecordings.linkTitle')}
      busy={add.isPending}
      submitLabel={t('classRecordings.form.save')}
      failure={add.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('classRecordings.form.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={checked && titleError(title)}
        helperText={checked && titleError(title) ? t('classRecordings.form.titleRequired') : undefined}
      />
      <TextField
        label={t('classRecordings.form.url')}
        value={url}
        type="url"
        onChange={(e) => setUrl(e.target.value)}
        required
        error={checked && urlError}
        helperText={
          checked && urlError ? t('classRecordings.form.urlInvalid') : t('classRecordings.form.urlHelp')
        }
      />
      <SessionSelect sessions={sessions} value={sessionId} onChange={setSessionId} />
    </DialogFrame>
  );
}

/** Rename a recording or move it to another session. */
export function EditRecordingDialog({
  classId,
  sessions,
  recording,
  onClose,
  onSaved,
}: RecordingDialogProps & { recording: ClassRecording }) {
  const { t } = useTranslation();
  const update = useUpdateRecording(classId);
  const [title, setTitle] = useState(recording.title);
  const [sessionId, setSessionId] = useState(recording.sessionId ?? '');
  const submit = () => {
    if (titleError(title)) return;
    update.mutate(
      { id: recording.id, title: title.trim(), sessionId: sessionId || null },
      { onSuccess: () => onSaved(t('classRecordings.saved')) },
    );
  };
  return (
    <DialogFrame
      title={t('classRecordings.editTitle')}
      busy={update.isPending}
      submitLabel={t('classRecordings.form.save')}
      failure={update.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('classRecordings.form.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={titleError(title)}
        helperText={titleError(title) ? t('classRecordings.form.titleRequired') : undefined}
      />
      <SessionSelect sessions={sessions} value={sessionId} onChange={setSessionId} />
    </DialogFrame>
  );
}
