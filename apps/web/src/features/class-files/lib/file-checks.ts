import { classFileExtensions } from '@scola/contracts';

/** The file picker's hint: every accepted extension (the server still judges the content). */
export const acceptedExtensions = classFileExtensions.map((extension) => `.${extension}`).join(',');

export type FileProblem = 'type' | 'size' | 'empty';

/**
 * The early check before an upload, with the server's limits: the extension must be one the class space accepts,
 * and the size within `maxBytes`. The server checks again, by content.
 */
export function fileProblemOf(file: { name: string; size: number }, maxBytes: number): FileProblem | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!classFileExtensions.includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}
