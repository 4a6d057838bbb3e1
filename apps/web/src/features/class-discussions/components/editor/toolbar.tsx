import {
  mdiFormatBold,
  mdiFormatItalic,
  mdiFormatListBulleted,
  mdiFormatListNumbered,
  mdiFormatQuoteClose,
  mdiFunctionVariant,
  mdiImagePlusOutline,
} from '@mdi/js';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type Editor, useEditorState } from '@tiptap/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../../components/mdi-icon';

/** Arrow keys, Home and End move between the buttons (WAI-ARIA toolbar); Tab leaves the toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
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

export function DiscussionToolbar(props: {
  editor: Editor;
  controls: string;
  disabled: boolean;
  onFormula: () => void;
  /** Opens the file picker; the button waits while an image is being sent. None: no image button. */
  onImage: (() => void) | undefined;
  imageBusy: boolean;
}) {
  const { editor, controls, disabled, onFormula, onImage, imageBusy } = props;
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools = [
    { key: 'bold', icon: mdiFormatBold, active: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', icon: mdiFormatItalic, active: state.italic, run: () => chain().toggleItalic().run() },
    {
      key: 'bulletList',
      icon: mdiFormatListBulleted,
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      icon: mdiFormatListNumbered,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      icon: mdiFormatQuoteClose,
      active: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    { key: 'formula', icon: mdiFunctionVariant, active: undefined, run: onFormula },
    ...(onImage
      ? [{ key: 'image', icon: mdiImagePlusOutline, active: undefined, run: onImage, busy: imageBusy }]
      : []),
  ];
  return (
    <Box
      role="toolbar"
      aria-label={t('classDiscussions.editor.toolbar')}
      aria-controls={controls}
      onKeyDown={moveFocus}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {tools.map((tool, index) => (
        <IconButton
          key={tool.key}
          size="small"
          disabled={disabled || ('busy' in tool && tool.busy)}
          tabIndex={index === 0 ? 0 : -1}
          aria-label={t(`classDiscussions.editor.${tool.key}`)}
          aria-pressed={tool.active}
          color={tool.active ? 'primary' : 'default'}
          onClick={tool.run}
        >
          <MdiIcon path={tool.icon} />
        </IconButton>
      ))}
    </Box>
  );
}
