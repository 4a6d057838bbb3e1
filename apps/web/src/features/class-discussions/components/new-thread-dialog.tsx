import type { DiscussionDoc, DiscussionKind } from '@scola/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { useDiscussionChange, useImageUpload, useMemberSearch } from '../api/discussions';
import { DiscussionEditor } from './discussion-editor';

export interface NewThreadDialogProps {
  classId: string;
  /** The kind being started ("Tanya" / "Diskusi"), `null` when closed. */
  kind: DiscussionKind | null;
  onClose: () => void;
  onCreated: (threadId: string) => void;
}

/** Starts a question or a discussion: a title and a rich-text body with formulas and mentions. */
export function NewThreadDialog({ classId, kind, onClose, onCreated }: NewThreadDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const change = useDiscussionChange(classId);
  const searchMembers = useMemberSearch(classId);
  const uploadImage = useImageUpload(classId);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState<DiscussionDoc | null>(null);
  const [tried, setTried] = useState(false);
  const titleError = tried && title.trim().length < 3 ? t('classDiscussions.form.titleShort') : undefined;
  const bodyError = tried && !body ? t('classDiscussions.form.bodyEmpty') : undefined;

  const close = () => {
    setTitle('');
    setBody(null);
    setTried(false);
    change.reset();
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (!kind || title.trim().length < 3 || !body) return;
    change.mutate(
      { action: 'create', body: { kind, title: title.trim(), body } },
      {
        onSuccess: (answer) => {
          close();
          onCreated((answer.data as { id: string }).id);
        },
      },
    );
  };

  return (
    <Dialog
      open={kind !== null}
      onClose={close}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="new-thread-title"
    >
      <DialogTitle id="new-thread-title">
        {kind === 'question' ? t('classDiscussions.form.askTitle') : t('classDiscussions.form.discussTitle')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label={t('classDiscussions.form.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(titleError)}
          helperText={titleError ?? t('classDiscussions.form.titleHint')}
          slotProps={{ htmlInput: { maxLength: 150 } }}
          required
          autoFocus
        />
        {kind ? (
          <DiscussionEditor
            id="new-thread-body"
            label={t('classDiscussions.form.body')}
            onChange={setBody}
            searchMembers={searchMembers}
            uploadImage={uploadImage}
            error={bodyError}
          />
        ) : null}
        {change.isError ? <FormFailure error={change.error} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('classDiscussions.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={change.isPending}>
          {t('classDiscussions.form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
