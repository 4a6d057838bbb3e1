import { classFileExtensions, STUDY_ROOM_FILES_MAX, type StudyRoomTemplate } from '@scola/contracts';
import { mdiDeleteOutline, mdiFileOutline, mdiUpload } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatBytes, intlLocale } from '../../../lib/format';
import { useDeleteTemplateFile, useUploadTemplateFile } from '../api/templates';

const accept = classFileExtensions.map((extension) => `.${extension}`).join(',');
const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/**
 * A saved master's files: upload (one at a time, with progress; the same types as class files, the server judges
 * content and size), each with its size, and remove with a confirmation. Rooms made later copy them.
 */
export function TemplateFiles({ template }: { template: StudyRoomTemplate }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const upload = useUploadTemplateFile(template.id, setProgress);
  const remove = useDeleteTemplateFile(template.id);
  const full = template.files.length >= STUDY_ROOM_FILES_MAX;
  const locale = intlLocale(i18n.language);

  const send = async (files: File[]) => {
    setRefused(null);
    upload.reset();
    for (const file of files.slice(0, STUDY_ROOM_FILES_MAX - template.files.length)) {
      if (!classFileExtensions.includes(extensionOf(file.name))) {
        setRefused(t('tutorStudyRooms.files.wrongType', { name: file.name }));
        continue;
      }
      setProgress(0);
      try {
        await upload.mutateAsync(file);
      } catch {
        // The failure shows under the list (`upload.error`); the next file still goes.
      }
    }
    setProgress(null);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {t('tutorStudyRooms.files.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('tutorStudyRooms.files.intro', { max: STUDY_ROOM_FILES_MAX })}
      </Typography>
      {template.files.length === 0 ? (
        <Typography color="text.secondary">{t('tutorStudyRooms.files.none')}</Typography>
      ) : (
        <List dense aria-label={t('tutorStudyRooms.files.listLabel')}>
          {template.files.map((file) => (
            <ListItem
              key={file.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('tutorStudyRooms.files.remove', { name: file.name })}
                  onClick={() => setRemoving({ id: file.id, name: file.name })}
                >
                  <MdiIcon path={mdiDeleteOutline} />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <MdiIcon path={mdiFileOutline} />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={formatBytes(file.byteSize, locale)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {progress !== null ? (
        <Box role="status" sx={{ my: 1 }}>
          <Typography variant="caption">
            {t('tutorStudyRooms.files.uploading', { percent: progress })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('tutorStudyRooms.files.uploadingLabel')}
          />
        </Box>
      ) : null}
      {refused ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          {refused}
        </Alert>
      ) : null}
      <FormFailure error={upload.error} sx={{ my: 1 }} />
      <input
        ref={picker}
        type="file"
        accept={accept}
        multiple
        hidden
        data-testid="template-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void send(files);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<MdiIcon path={mdiUpload} />}
        disabled={full || progress !== null}
        onClick={() => picker.current?.click()}
        sx={{ mt: 1 }}
      >
        {t(full ? 'tutorStudyRooms.files.full' : 'tutorStudyRooms.files.upload')}
      </Button>
      <ConfirmDialog
        open={removing !== null}
        title={t('tutorStudyRooms.files.removeTitle')}
        text={t('tutorStudyRooms.files.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('tutorStudyRooms.files.removeConfirm')}
        cancelLabel={t('tutorStudyRooms.cancelAction')}
        destructive
        busy={remove.isPending}
        failure={<FormFailure error={remove.error} sx={{ mt: 2 }} />}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
          })
        }
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      />
    </Paper>
  );
}
