import { type DiscussionImage, discussionImageTypes } from '@scola/contracts';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../auth/errors';
import { errorText } from '../../../../lib/api-errors';
import { formatBytes, intlLocale } from '../../../../lib/format';
import type { ImageUploader } from '../../api/discussions';

const imageMimes: readonly string[] = Object.keys(discussionImageTypes);

/** The file picker's hint (the server judges the content). */
export const IMAGE_ACCEPT = [
  ...imageMimes,
  ...Object.values(discussionImageTypes)
    .flat()
    .map((extension) => `.${extension}`),
].join(',');

/** The alt text an image starts with: its file name, unless it is a device's generic one ("image.png"). */
export function altOf(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return /^(image|img|gambar|screenshot|pasted)( ?\d*)$/i.test(base) ? '' : base.slice(0, 200);
}

export interface ImageInsertState {
  /** 0–100 while an image is being sent, null otherwise. */
  progress: number | null;
  error: string | null;
}

/**
 * Uploads pasted, dropped or picked images one by one and inserts each where it was dropped (or at the cursor),
 * reporting progress and a sentence for what was refused.
 */
export function useImageInsert(upload: ImageUploader, urls: Map<string, string>) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ImageInsertState>({ progress: null, error: null });

  const messageOf = (error: unknown) => {
    if (!isApiError(error)) return errorText(t, error);
    if (error.code === 'FILE_TYPE_NOT_ALLOWED') return t('classDiscussions.image.wrongType');
    if (error.code === 'FILE_INVALID') return t('classDiscussions.image.invalid');
    const maxBytes = (error.details as { maxBytes?: unknown } | undefined)?.maxBytes;
    if (error.code === 'FILE_TOO_LARGE' && typeof maxBytes === 'number')
      return t('classDiscussions.image.tooLarge', { size: formatBytes(maxBytes, intlLocale(i18n.language)) });
    return errorText(t, error);
  };

  async function insert(editor: Editor, files: File[], at: number | null) {
    const images = files.filter((file) => imageMimes.includes(file.type));
    setState({
      progress: null,
      error: images.length < files.length ? t('classDiscussions.image.wrongType') : null,
    });
    let position = at;
    for (const file of images) {
      setState((current) => ({ ...current, progress: 0 }));
      let image: DiscussionImage;
      try {
        image = await upload(file, (percent) => setState((current) => ({ ...current, progress: percent })));
      } catch (error) {
        setState({ progress: null, error: messageOf(error) });
        return;
      }
      urls.set(image.id, image.url);
      const node = {
        type: 'image',
        attrs: { imageId: image.id, alt: altOf(file.name), width: image.width, height: image.height },
      };
      const chain = editor.chain().focus();
      (position === null ? chain.insertContent(node) : chain.insertContentAt(position, node)).run();
      position = position === null ? null : editor.state.selection.to;
    }
    setState((current) => ({ ...current, progress: null }));
  }

  return { state, insert, busy: state.progress !== null };
}
