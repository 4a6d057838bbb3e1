import Box from '@mui/material/Box';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { RichText } from '../rich-text';
import type { RichTextEditorProps } from '../rich-text-editor';
import { editorExtensions, htmlOf } from './extensions';
import { EditorToolbar } from './editor-toolbar';

export interface EditorCoreProps extends RichTextEditorProps {
  labelId: string;
  helperId: string;
  minRows: number;
}

const contentStyles = {
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h2': { fontSize: '1.375rem', fontWeight: 700, mt: 2, mb: 1 },
  '& h3': { fontSize: '1.125rem', fontWeight: 700, mt: 2, mb: 1 },
  '& p': { my: 1 },
  '& ul, & ol': { pl: 3 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', ml: 0, pl: 2, color: 'text.secondary' },
  '& a': { color: 'primary.main' },
} as const;

/** The TipTap part of `RichTextEditor` (its own chunk): the toolbar, the editable area and the preview. */
export default function EditorCore(props: EditorCoreProps) {
  const { id, value, onChange, onBlur, error, disabled, labelId, helperId, minRows } = props;
  const [preview, setPreview] = useState(false);
  // The value last given or sent: a transaction that leaves the HTML as it was (the trailing node) sends nothing.
  const current = useRef(value);
  const hasHelp = Boolean(error ?? props.helperText);
  const attributes = {
    id: `${id}-input`,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(hasHelp ? { 'aria-describedby': helperId } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(props.required ? { 'aria-required': 'true' } : {}),
  };
  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      if (html === current.current) return;
      current.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // Controlled: a value set from outside (a reset, a loaded record) replaces the document without an onChange.
  useEffect(() => {
    current.current = value;
    if (editor.isDestroyed || value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> } });
    editor.setEditable(!disabled);
  }, [editor, attributeKey, disabled]);

  return (
    <Box
      data-rich-text-editor=""
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
      }}
    >
      <EditorToolbar
        editor={editor}
        preview={preview}
        onPreview={() => setPreview((shown) => !shown)}
        controls={`${id}-input`}
        disabled={Boolean(disabled)}
      />
      <Box
        sx={{
          display: preview ? 'none' : 'block',
          px: 1.5,
          ...contentStyles,
          '& .ProseMirror': { minHeight: `${minRows * 1.7}em`, outline: 'none', py: 1 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {preview ? (
        <RichText html={value} sx={{ px: 1.5, py: 1, minHeight: `${minRows * 1.7}em`, ...contentStyles }} />
      ) : null}
    </Box>
  );
}
