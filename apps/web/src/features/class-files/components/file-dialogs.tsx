import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CLASS_FILE_NAME_MAX, type ClassFile } from '@scola/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-errors';
import { useDeleteClassFile, useRenameClassFile } from '../api/class-files';

/** What a dialog tells its page once the change is saved (a line the page announces). */
type DoneHandler = (message: string) => void;

/** The tutor renames a file (its display name; the stored file stays). */
export function RenameFileDialog({
  classId,
  file,
  onClose,
  onDone,
}: {
  classId: string;
  file: ClassFile;
  onClose: () => void;
  onDone: DoneHandler;
}) {
  const { t } = useTranslation();
  const rename = useRenameClassFile(classId);
  const [name, setName] = useState(file.name);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setProblem(t('classFiles.renameDialog.required'));
    if (trimmed.length > CLASS_FILE_NAME_MAX) {
      return setProblem(t('classFiles.renameDialog.tooLong', { max: CLASS_FILE_NAME_MAX }));
    }
    setProblem(null);
    rename.mutate(
      { fileId: file.id, name: trimmed },
      {
        onSuccess: (saved) => {
          onDone(t('classFiles.renameDialog.done', { name: saved.name }));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={rename.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('classFiles.renameDialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('classFiles.renameDialog.label')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: CLASS_FILE_NAME_MAX + 20 } }}
            autoFocus
            fullWidth
          />
          {rename.isError ? <Alert severity="error">{errorText(t, rename.error)}</Alert> : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={rename.isPending}>
            {t('classFiles.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={rename.isPending}>
            {t('classFiles.renameDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** "Delete this file?": it disappears for every student of the class. */
export function DeleteFileDialog({
  classId,
  file,
  onClose,
  onDone,
}: {
  classId: string;
  file: ClassFile;
  onClose: () => void;
  onDone: DoneHandler;
}) {
  const { t } = useTranslation();
  const remove = useDeleteClassFile(classId);
  return (
    <ConfirmDialog
      open
      title={t('classFiles.deleteDialog.title')}
      text={t('classFiles.deleteDialog.text', { name: file.name })}
      confirmLabel={t('classFiles.delete')}
      cancelLabel={t('classFiles.cancel')}
      destructive
      busy={remove.isPending}
      failure={
        remove.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(t, remove.error)}
          </Alert>
        ) : null
      }
      onConfirm={() =>
        remove.mutate(file.id, {
          onSuccess: () => {
            onDone(t('classFiles.deleteDialog.done', { name: file.name }));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
