import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** TipTap and its toolbar: a chunk of their own, loaded when the first editor renders (never on the landing path). */
const EditorCore = lazy(() => import('./rich-text-editor/editor-core'));

export interface RichTextEditorProps {
  /** Base of the element ids (the label, the helper text and the editable area derive theirs from it). */
  id: string;
  label: string;
  /** HTML limited to what the API's sanitiser keeps (`lib/rich-text.ts`); `''` when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  helperText?: ReactNode;
  /** Shown instead of the helper text, and marks the field invalid. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Height of the editable area in text lines (default 6). */
  minRows?: number;
}

/**
 * The shared rich-text field (spec widget "rich-text editor"): a toolbar (bold, italic, headings, lists, link,
 * quote, undo/redo, preview) over an editable area that writes sanitiser-safe HTML. Maths is written as `$…$` or
 * `$$…$$` text, which the preview and the public pages typeset with KaTeX (`RichText`). Controlled: give it `value`
 * and `onChange`, e.g. through react-hook-form's `Controller`.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  const { id, label, helperText, error, required, minRows = 6 } = props;
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  return (
    <FormControl error={Boolean(error)} disabled={props.disabled} fullWidth required={required}>
      <FormLabel id={labelId} sx={{ mb: 0.75 }}>
        {label}
      </FormLabel>
      <Suspense
        fallback={
          <Skeleton variant="rounded" height={minRows * 27 + 48} aria-label={t('richTextEditor.loading')} />
        }
      >
        <EditorCore {...props} minRows={minRows} labelId={labelId} helperId={helperId} />
      </Suspense>
      {error || helperText ? (
        <FormHelperText id={helperId} role={error ? 'alert' : undefined}>
          {error ?? helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
