import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeHref } from './extensions';

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** `scola.id/x` → `https://scola.id/x`; an address with its own http(s) or mailto scheme stays as it is. */
const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`);

/**
 * Sets, changes or removes the link of the selection (or of the link at the cursor). Without a selection the
 * address itself is inserted as the link's text. Only http(s) and mailto addresses are accepted.
 */
export function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const active = editor.isActive('link');

  const save = (event: FormEvent) => {
    event.preventDefault();
    const href = withScheme(url.trim());
    if (url.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!isSafeHref(href)) {
      setError(t('richTextEditor.linkInvalid'));
      return;
    } else if (editor.state.selection.empty && !active) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
            setError(undefined);
          },
        },
      }}
    >
      <form onSubmit={save} noValidate>
        <DialogTitle>{t(active ? 'richTextEditor.linkEdit' : 'richTextEditor.linkAdd')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('richTextEditor.linkUrl')}
            placeholder="https://"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? t('richTextEditor.linkHelp')}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions>
          {active ? (
            <Button
              color="error"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onClose();
              }}
            >
              {t('richTextEditor.linkRemove')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('richTextEditor.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('richTextEditor.linkSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
