import type { DiscussionDoc, DiscussionMember } from '@scola/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SuggestionProps } from '@tiptap/suggestion';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyStyles } from '../discussion-body';
import type { ImageUploader } from '../../api/discussions';
import type { DiscussionEditorProps } from '../discussion-editor';
import { discussionExtensions, type MentionBridge } from './extensions';
import { FormulaDialog, type FormulaRequest } from './formula-dialog';
import { IMAGE_ACCEPT, useImageInsert } from './use-image-insert';
import { MentionList, type MentionState } from './mention-list';
import { DiscussionToolbar } from './toolbar';

export interface EditorCoreProps extends DiscussionEditorProps {
  labelId: string;
  helperId: string;
}

/** The uploader of an editor that takes no images (its paths never call it). */
const refuseImages: ImageUploader = () => Promise.reject(new Error('This editor takes no images.'));

/** The TipTap part of the discussion editor (its own chunk, with MathLive loaded on the first formula). */
export default function EditorCore(props: EditorCoreProps) {
  const { id, initial, onChange, error, disabled, labelId, helperId, searchMembers } = props;
  const { t } = useTranslation();
  // Links of the images in the document (the post's, then each upload's), read when TipTap renders an image.
  const [urls] = useState(() => new Map(Object.entries(props.imageUrls ?? {})));
  const images = useImageInsert(props.uploadImage ?? refuseImages, urls);
  const takesImages = props.uploadImage !== undefined;
  const picker = useRef<HTMLInputElement>(null);
  // TipTap's paste and drop handlers are set once; they reach the current state through this.
  const handlers = useRef({ insert: images.insert, editor: null as Editor | null });
  const [formula, setFormula] = useState<FormulaRequest | null>(null);
  const [mention, setMention] = useState<MentionState | null>(null);
  // The suggestion's live state, read by TipTap's key handler outside React's render.
  const [live] = useState(() => ({
    suggestion: null as SuggestionProps<DiscussionMember> | null,
    active: 0,
  }));

  const [bridge] = useState<MentionBridge>(() => {
    const show = (props: SuggestionProps<DiscussionMember> | null) => {
      live.suggestion = props;
      if (!props) {
        setMention(null);
        return;
      }
      live.active = Math.min(live.active, Math.max(props.items.length - 1, 0));
      setMention({
        items: props.items,
        active: live.active,
        rect: props.clientRect?.() ?? null,
        select: (member) => props.command({ id: member.id, label: member.name }),
      });
    };
    return {
      search: (q) => (searchMembers ? searchMembers(q).catch(() => []) : Promise.resolve([])),
      show,
      keyDown: ({ event }) => {
        const current = live.suggestion;
        if (!current) return false;
        const count = current.items.length;
        if (event.key === 'Escape') {
          show(null);
          return true;
        }
        if (count === 0) return false;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          live.active = (live.active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count;
          show(current);
          return true;
        }
        if (event.key === 'Enter' || event.key === 'Tab') {
          const member = current.items[live.active];
          if (member) current.command({ id: member.id, label: member.name });
          return true;
        }
        return false;
      },
    };
  });

  const editor = useEditor({
    extensions: discussionExtensions(
      (latex, display, save) => setFormula({ latex, display, editing: true, save: (next) => save(next) }),
      bridge,
      urls,
    ),
    content: initial ?? '',
    editable: !disabled,
    editorProps: {
      handlePaste: (_view, event) => {
        const files = [...(event.clipboardData?.files ?? [])];
        const { editor: current, insert } = handlers.current;
        if (!takesImages || files.length === 0 || !current) return false;
        void insert(current, files, null);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = [...(event.dataTransfer?.files ?? [])];
        const { editor: current, insert } = handlers.current;
        if (!takesImages || moved || files.length === 0 || !current) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        void insert(current, files, at ? at.pos : null);
        return true;
      },
      attributes: {
        id: `${id}-input`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helperId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) =>
      onChange(changed.isEmpty ? null : (changed.getJSON() as DiscussionDoc)),
  });

  useEffect(() => {
    handlers.current = { insert: images.insert, editor };
  });

  const insertFormula = () =>
    setFormula({
      latex: '',
      display: false,
      editing: false,
      save: (latex, display) =>
        editor
          .chain()
          .focus()
          .insertContent({ type: display ? 'mathBlock' : 'mathInline', attrs: { latex } })
          .run(),
    });

  return (
    <Box
      data-discussion-editor=""
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
      }}
    >
      <DiscussionToolbar
        editor={editor}
        controls={`${id}-input`}
        disabled={Boolean(disabled)}
        onFormula={insertFormula}
        onImage={takesImages ? () => picker.current?.click() : undefined}
        imageBusy={images.busy}
      />
      <input
        ref={picker}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void images.insert(editor, files, null);
        }}
      />
      {images.state.progress !== null ? (
        <Box sx={{ px: 1.5, pt: 1 }} role="status">
          <Typography variant="caption" color="text.secondary">
            {t('classDiscussions.image.uploading', { percent: images.state.progress })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={images.state.progress}
            aria-label={t('classDiscussions.image.uploadingLabel')}
          />
        </Box>
      ) : null}
      {images.state.error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 1.5, pt: 1 }}>
          {images.state.error}
        </Typography>
      ) : null}
      <Box
        sx={{
          px: 1.5,
          ...bodyStyles,
          '& .ProseMirror': { minHeight: '5em', outline: 'none', py: 1 },
          '& img[data-image-id]': {
            display: 'block',
            maxWidth: '100%',
            height: 'auto',
            maxHeight: 480,
            my: 1,
          },
          '& img.ProseMirror-selectednode': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <MentionList state={mention} />
      <FormulaDialog request={formula} onClose={() => setFormula(null)} />
    </Box>
  );
}
