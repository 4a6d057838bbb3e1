import { z } from 'zod';
import { dataOf, listOf, paginationQuerySchema } from './common';

/**
 * The files of a class space (`berkas`, `/api/ruang-kelas/{id}/berkas`): the tutor (or an admin) uploads, renames
 * and deletes; every member of the space lists them and downloads through short-lived signed links. The type is
 * judged by the content on the server; the extensions here are only the web's early check and the file picker's hint.
 */
export const classFileTypes = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/zip': ['zip'],
} as const satisfies Record<string, readonly string[]>;
export type ClassFileMime = keyof typeof classFileTypes;
export const classFileMimes = Object.keys(classFileTypes) as ClassFileMime[];
export const classFileMimeSchema = z.enum(classFileMimes as [ClassFileMime, ...ClassFileMime[]]);

/** Every extension a class file may have (lower case, without the dot). */
export const classFileExtensions: readonly string[] = Object.values(classFileTypes).flat();

/** What a file looks like in its family, for an icon: `pdf`, `image`, `document`, `spreadsheet`, `slides`, `archive`. */
export function classFileFamily(mime: ClassFileMime) {
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/zip') return 'archive';
  if (mime.includes('spreadsheet') || mime.includes('excel')) return 'spreadsheet';
  if (mime.includes('presentation') || mime.includes('powerpoint')) return 'slides';
  return 'document';
}
export type ClassFileFamily = ReturnType<typeof classFileFamily>;

export const CLASS_FILE_NAME_MAX = 160;

export const classFileSchema = z
  .object({
    id: z.uuid(),
    classId: z.uuid(),
    /** The display name (renamable); starts as the uploaded file's name. */
    name: z.string(),
    /** The file's name on the tutor's device when it was uploaded. */
    originalName: z.string(),
    contentType: classFileMimeSchema,
    byteSize: z.number().int().positive(),
    uploader: z.object({ id: z.uuid(), name: z.string() }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** A signed link (`/api/berkas/privat/…?token=`) valid for a few minutes: fetch the list again for a fresh one. */
    downloadUrl: z.string(),
  })
  .meta({ id: 'ClassFile' });
export type ClassFile = z.infer<typeof classFileSchema>;

/** Newest first; `maxBytes` is the upload limit, so the web checks a file before sending it. */
export const classFileListSchema = listOf(classFileSchema, { maxBytes: z.number().int().positive() }).meta({
  id: 'ClassFileList',
});
export type ClassFileList = z.infer<typeof classFileListSchema>;

export const classFileListQuerySchema = paginationQuerySchema;
export type ClassFileListQuery = z.infer<typeof classFileListQuerySchema>;

export const classFileResponseSchema = dataOf(classFileSchema);
export type ClassFileResponse = z.infer<typeof classFileResponseSchema>;

export const classFileParamsSchema = z.strictObject({ id: z.uuid(), fileId: z.uuid() });

export const renameClassFileInputSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Nama berkas wajib diisi.')
      .max(CLASS_FILE_NAME_MAX, `Nama berkas paling panjang ${CLASS_FILE_NAME_MAX} karakter.`),
  })
  .meta({ id: 'RenameClassFileInput' });
export type RenameClassFileInput = z.infer<typeof renameClassFileInputSchema>;
