/** What an upload is for; each kind has its own accepted types, size limit and processing (ADR 0019). */
export type UploadKind = 'photo' | 'cover' | 'document' | 'material';

export type UploadMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export interface UploadRule {
  allowed: readonly UploadMime[];
  maxBytes: number;
  /** Images are re-encoded (metadata such as EXIF/GPS dropped); those with a size bound are resized within it. */
  maxImageSide?: number;
  /** Indonesian name of the kind, in error messages. */
  label: string;
}

const MB = 1024 * 1024;

export const uploadRules: Record<UploadKind, UploadRule> = {
  photo: {
    allowed: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * MB,
    maxImageSide: 1024,
    label: 'Foto',
  },
  cover: {
    allowed: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * MB,
    maxImageSide: 1600,
    label: 'Sampul',
  },
  document: {
    allowed: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: 10 * MB,
    label: 'Dokumen',
  },
  material: { allowed: ['application/pdf'], maxBytes: 50 * MB, label: 'Materi' },
};

/** The largest upload of any kind: the multipart plugin's own ceiling. */
export const largestUploadBytes = Math.max(...Object.values(uploadRules).map((rule) => rule.maxBytes));

export const extensionOf: Record<UploadMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const shortNames: Record<UploadMime, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

/** "JPG, PNG atau WebP". */
export function describeAllowed(allowed: readonly UploadMime[]): string {
  const names = allowed.map((mime) => shortNames[mime]);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} atau ${names.at(-1)}`;
}

export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
