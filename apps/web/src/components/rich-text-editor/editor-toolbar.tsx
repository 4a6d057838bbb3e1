import {
  mdiEyeOutline,
  mdiFormatBold,
  mdiFormatHeader2,
  mdiFormatHeader3,
  mdiFormatItalic,
  mdiFormatListBulleted,
  mdiFormatListNumbered,
  mdiFormatQuoteClose,
  mdiLink,
  mdiRedo,
  mdiUndo,
} from '@mdi/js';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../mdi-icon';
import { LinkDialog } from './link-dialog';

interface ToolbarProps {
  editor: Editor;
  preview: boolean;
  onPreview: () => void;
  /** Id of the editable area the toolbar acts on. */
  controls: string;
  disabled: boolean;
}

interface Tool {
  key: string;
  icon: string;
  /** Whether the format is on at the cursor (a toggle), or undefined for an action. */
  active?: boolean;
  enabled: boolean;
  run: () => void;
}

/** Arrow keys, Home and End move between the toolbar's buttons (WAI-ARIA toolbar pattern); Tab leaves it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const last = buttons.length - 1;
  const next = {
    ArrowLeft: index <= 0 ? last : index - 1,
    ArrowRight: index >= last ? 0 : index + 1,
    Home: 0,
    End: last,
  }[event.key as 'Home'];
  event.preventDefault();
  buttons[next]?.focus();
}

/** The formatting buttons of the editor, each with its label, its pressed state and keyboard access. */
export function EditorToolbar({ editor, preview, onPreview, controls, disabled }: ToolbarProps) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const editing = !disabled && !preview;
  const groups: Tool[][] = [
    [
      {
        key: 'bold',
        icon: mdiFormatBold,
        active: state.bold,
        enabled: editing,
        run: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        icon: mdiFormatItalic,
        active: state.italic,
        enabled: editing,
        run: () => chain().toggleItalic().run(),
      },
    ],
    [
      {
        key: 'heading2',
        icon: mdiFormatHeader2,
        active: state.h2,
        enabled: editing,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        key: 'heading3',
        icon: mdiFormatHeader3,
        active: state.h3,
        enabled: editing,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        key: 'bulletList',
        icon: mdiFormatListBulleted,
        active: state.bulletList,
        enabled: editing,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'orderedList',
        icon: mdiFormatListNumbered,
        active: state.orderedList,
        enabled: editing,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: 'blockquote',
        icon: mdiFormatQuoteClose,
        active: state.blockquote,
        enabled: editing,
        run: () => chain().toggleBlockquote().run(),
      },
      { key: 'link', icon: mdiLink, active: state.link, enabled: editing, run: () => setLinkOpen(true) },
    ],
    [
      { key: 'undo', icon: mdiUndo, enabled: editing && state.undo, run: () => chain().undo().run() },
      { key: 'redo', icon: mdiRedo, enabled: editing && state.redo, run: () => chain().redo().run() },
    ],
    [{ key: 'preview', icon: mdiEyeOutline, active: preview, enabled: !disabled, run: onPreview }],
  ];

  return (
    <>
      <Box
        role="toolbar"
        aria-label={t('richTextEditor.toolbar')}
        aria-controls={controls}
        onKeyDown={moveFocus}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.25,
          p: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {groups.map((group, index) => (
          <Box key={group[0]?.key} sx={{ display: 'contents' }}>
            {index > 0 ? <Divider orientation="vertical" flexItem sx={{ mx: 0.25 }} /> : null}
            {group.map((tool) => (
              <IconButton
                key={tool.key}
                size="small"
                aria-label={t(`richTextEditor.${tool.key}`)}
                title={t(`richTextEditor.${tool.key}`)}
                aria-pressed={tool.active === undefined ? undefined : tool.active}
                disabled={!tool.enabled}
                color={tool.active ? 'primary' : 'default'}
                // Keeps the editor's selection: the command acts on what was selected.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
                sx={tool.active ? { bgcolor: 'action.selected' } : undefined}
              >
                <MdiIcon path={tool.icon} fontSize="small" />
              </IconButton>
            ))}
          </Box>
        ))}
      </Box>
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </>
  );
}
