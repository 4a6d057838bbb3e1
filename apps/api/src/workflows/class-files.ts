import {
  CLASS_FILE_NAME_MAX,
  type ClassFile,
  type ClassFileList,
  type ClassFileListQuery,
  classFileTypes,
} from '@scola/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { AppError } from '../lib/app-error';
import { megabytes } from '../lib/uploads/upload-kinds';
import { readRawUpload } from '../lib/uploads';
import { classFilesRepositoryFor, type ClassFileRow, classFileTypeOf } from '../modules/class-files';
import type { FileLinks } from '../modules/files';
import { usersServiceFor } from '../modules/users';
import type { ClassSpaceAccess } from './class-space-access';

/** The multipart field of an upload. */
export const CLASS_FILE_FIELD = 'berkas';

const TYPES_TEXT = 'PDF, gambar (PNG, JPG, WebP, GIF), dokumen Office (Word, Excel, PowerPoint) atau ZIP';

/** Only the class's tutor and admins change the files; students read them. */
function assertManager(access: ClassSpaceAccess) {
  if (access.role === 'student') {
    throw new AppError('FORBIDDEN', 'Hanya tutor kelas ini yang dapat mengelola berkas.');
  }
}

/**
 * What the members see as a file's name: the last part of what the device sent (browsers may send a path), without
 * control characters, within the length limit (keeping the extension); `berkas.<ext>` when nothing is left.
 */
export function displayNameOf(filename: string, extension: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (base === '') return `berkas.${extension}`;
  if (base.length <= CLASS_FILE_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const tail = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, CLASS_FILE_NAME_MAX - tail.length).trimEnd() + tail;
}

/** The name a download is saved under: the display name, with the stored type's extension if a rename dropped it. */
export function downloadNameOf(row: Pick<ClassFileRow, 'name' | 'storageKey'>): string {
  const extension = row.storageKey.slice(row.storageKey.lastIndexOf('.'));
  return row.name.toLowerCase().endsWith(extension) ? row.name : `${row.name}${extension}`;
}

/**
 * The class space's files (ADR 0040): rows in `class_files`, bytes in private storage under
 * `class-files/<classId>/<fileId>.<ext>`, downloads through signed links. Every change is announced to the class's
 * room (`class.changed`, area `files`) once it is committed.
 */
export function classFilesWorkflow(app: FastifyInstance, links: FileLinks) {
  const db = app.db.db;
  const files = classFilesRepositoryFor(db);
  const maxBytes = app.config.storage.classFileMaxBytes;
  const tooLarge = () =>
    new AppError('FILE_TOO_LARGE', `Berkas terlalu besar. Ukuran maksimal ${megabytes(maxBytes)}.`, {
      maxBytes,
    });

  const announce = (classId: string, id: string | null) =>
    void app.realtime.toClass(classId, 'class.changed', { classId, area: 'files', id });

  function toClassFile(row: ClassFileRow, uploaderName: string): ClassFile {
    const expiresAt = new Date(app.clock().getTime() + app.config.storage.linkTtlSeconds * 1000);
    return {
      id: row.id,
      classId: row.classId,
      name: row.name,
      originalName: row.originalName,
      contentType: row.contentType,
      byteSize: row.byteSize,
      uploader: { id: row.uploaderId, name: uploaderName },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      downloadUrl: links.signedUrl(row.storageKey, expiresAt, downloadNameOf(row)),
    };
  }

  async function withUploaders(rows: ClassFileRow[]): Promise<ClassFile[]> {
    const names = await usersServiceFor(db).publicNamesByIds(rows.map((row) => row.uploaderId));
    return rows.map((row) => toClassFile(row, names.get(row.uploaderId)?.name ?? ''));
  }

  return {
    async list(access: ClassSpaceAccess, query: ClassFileListQuery): Promise<ClassFileList> {
      const { rows, total } = await files.page(access.classId, query.page, query.pageSize);
      return {
        data: await withUploaders(rows),
        meta: { page: query.page, pageSize: query.pageSize, total, maxBytes },
      };
    },

    /** Checks the file by content, stores it, then records it; nothing is kept when a check fails. */
    async upload(access: ClassSpaceAccess, uploaderId: string, request: FastifyRequest): Promise<ClassFile> {
      assertManager(access);
      const { bytes, filename } = await readRawUpload(request, {
        field: CLASS_FILE_FIELD,
        maxBytes,
        tooLarge,
      });
      if (bytes.byteLength > maxBytes) throw tooLarge();
      if (bytes.byteLength === 0) throw new AppError('FILE_INVALID', 'Berkas kosong.');
      const mime = await classFileTypeOf(bytes);
      if (!mime) {
        throw new AppError('FILE_TYPE_NOT_ALLOWED', `Berkas kelas harus berupa ${TYPES_TEXT}.`, {
          allowed: Object.keys(classFileTypes),
        });
      }
      const extension = classFileTypes[mime][0];
      const id = randomUUID();
      const storageKey = `class-files/${access.classId}/${id}.${extension}`;
      await app.storage.put(storageKey, bytes, { contentType: mime });
      let row: ClassFileRow;
      try {
        row = await files.insert({
          id,
          classId: access.classId,
          uploaderId,
          name: displayNameOf(filename, extension),
          originalName: filename.slice(0, 255),
          storageKey,
          byteSize: bytes.byteLength,
          contentType: mime,
        });
      } catch (error) {
        await app.storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
      announce(access.classId, row.id);
      return (await withUploaders([row]))[0] as ClassFile;
    },

    async rename(access: ClassSpaceAccess, fileId: string, name: string): Promise<ClassFile> {
      assertManager(access);
      const row = await files.rename(access.classId, fileId, name, app.clock());
      if (!row) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan.');
      announce(access.classId, row.id);
      return (await withUploaders([row]))[0] as ClassFile;
    },

    /** Deletes the record, then (after it is gone for everybody) the stored object, best effort. */
    async remove(access: ClassSpaceAccess, fileId: string): Promise<void> {
      assertManager(access);
      const row = await files.remove(access.classId, fileId);
      if (!row) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan.');
      try {
        await app.storage.delete(row.storageKey);
      } catch (error) {
        app.log.warn({ err: error, key: row.storageKey }, 'class file object not deleted');
      }
      announce(access.classId, null);
    },
  };
}
