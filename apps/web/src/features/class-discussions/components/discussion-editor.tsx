import type { DiscussionDoc, DiscussionMember } from '@scola/contracts';
import type { ImageUploader } from '../api/discussions';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** TipTap, the formula nodes and (on first use) MathLive: a chunk of their own, loaded with the first editor. */
const EditorCore = lazy(() => import('./editor/editor-core'));

export interface DiscussionEditorProps {
  id: string;
  label: string;
  /** The document to start from (editing); remount (a new `key`) to reset. */
  initial?: DiscussionDoc | null;
  onChange: (doc: DiscussionDoc | null) => void;
  /** Members `@` can mention; without it, no one is suggested (a text outside a class, e.g. a study room's). */
  searchMembers?: (q: string) => Promise<DiscussionMember[]>;
  /** Without it the editor takes no images (no image button; pasted or dropped files are not inserted). */
  uploadImage?: ImageUploader;
  /** Links of the images of `initial` (the post's `imageUrls`). */
  imageUrls?: Record<string, string> | undefined;
  error?: string | undefined;
  /** The line under the field (the discussions' own, about mentions and images, when none is given). */
  hint?: string;
  disabled?: boolean;
}

/**
 * The discussion's rich-text field: text, lists, formulas (MathLive, KaTeX), `@` mentions of class members and
 * images (pasted, dropped or picked; uploaded to the class at once).
 */
export function DiscussionEditor(props: DiscussionEditorProps) {
  const { t } = useTranslation();
  const labelId = `${props.id}-label`;
  const helperId = `${props.id}-helper`;
  return (
    <FormControl error={Boolean(props.error)} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 0.75 }}>
        {props.label}
      </FormLabel>
      <Suspense
        fallback={
          <Skeleton variant="rounded" height={140} aria-label={t('classDiscussions.editor.loading')} />
        }
      >
        <EditorCore {...props} labelId={labelId} helperId={helperId} />
      </Suspense>
      <FormHelperText id={helperId} role={props.error ? 'alert' : undefined}>
        {props.error ?? props.hint ?? t('classDiscussions.editor.hint')}
      </FormHelperText>
    </FormControl>
  );
}
