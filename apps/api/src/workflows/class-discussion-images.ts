import {
  type DiscussionDoc,
  type DiscussionImage,
  type DiscussionImageMime,
  discussionImageTypes,
  imageIdsOf,
} from '@scola/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { cleanImage, readRawUpload } from '../lib/uploads';
import { megabytes } from '../lib/uploads/upload-kinds';
import { classFileTypeOf } from '../modules/class-files';
import { type DiscussionImageRow, discussionImagesFor } from '../modules/discussions';
import type { FileLinks } from '../modules/files';
import type { ClassSpaceAccess } from './class-space-access';

/** The multipart field of an image upload. */
export const DISCUSSION_IMAGE_FIELD = 'gambar';

/** Larger images are scaled down on upload: a post never needs more, and phones send 4000-pixel photos. */
const MAX_SIDE = 2560;

const isImageType = (mime: string | null): mime is DiscussionImageMime =>
  mime !== null && mime in discussionImageTypes;

/**
 * Images of discussion posts (ADR 0047): uploaded by any member into the class's private storage
 * (`discussion-images/<classId>/<id>.<ext>`), typed by content with the class files' sniffing, re-encoded without
 * metadata; posts hold their ids, and readers get short-lived signed links to them.
 */
export function discussionImagesWorkflow(app: FastifyInstance, links: FileLinks) {
  const maxBytes = app.config.storage.discussionImageMaxBytes;
  const tooLarge = () =>
    new AppError('FILE_TOO_LARGE', `Gambar terlalu besar. Ukuran maksimal ${megabytes(maxBytes)}.`, {
      maxBytes,
    });

  /**
   * A link that stays the same for a whole link lifetime (expiring one to two lifetimes later), so a page that
   * reads the posts again keeps its `<img src>` and the browser does not load every image anew.
   */
  function linkOf(row: Pick<DiscussionImageRow, 'storageKey'>): string {
    const ttl = app.config.storage.linkTtlSeconds * 1000;
    const window = Math.floor(app.clock().getTime() / ttl) * ttl;
    return links.signedUrl(row.storageKey, new Date(window + 2 * ttl));
  }

  return {
    async upload(
      access: ClassSpaceAccess,
      uploaderId: string,
      request: FastifyRequest,
    ): Promise<DiscussionImage> {
      const { bytes } = await readRawUpload(request, { field: DISCUSSION_IMAGE_FIELD, maxBytes, tooLarge });
      if (bytes.byteLength > maxBytes) throw tooLarge();
      if (bytes.byteLength === 0) throw new AppError('FILE_INVALID', 'Berkas kosong.');
      const mime = await classFileTypeOf(bytes);
      if (!isImageType(mime)) {
        throw new AppError('FILE_TYPE_NOT_ALLOWED', 'Gambar harus berupa PNG, JPG, WebP atau GIF.', {
          allowed: Object.keys(discussionImageTypes),
        });
      }
      const image = await cleanImage(bytes, mime, MAX_SIDE);
      const id = randomUUID();
      const storageKey = `discussion-images/${access.classId}/${id}.${discussionImageTypes[mime][0]}`;
      await app.storage.put(storageKey, image.bytes, { contentType: mime });
      try {
        const row = await discussionImagesFor(app.db.db).insert({
          id,
          classId: access.classId,
          uploaderId,
          storageKey,
          contentType: mime,
          byteSize: image.bytes.byteLength,
          width: image.width,
          height: image.height,
        });
        return {
          id: row.id,
          url: linkOf(row),
          contentType: row.contentType,
          width: row.width,
          height: row.height,
          byteSize: row.byteSize,
        };
      } catch (error) {
        await app.storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /** Refuses a document that shows an image not uploaded to this class (`DISCUSSION_IMAGE_UNKNOWN`). */
    async assertOfClass(db: Database, classId: string, doc: DiscussionDoc | undefined): Promise<void> {
      if (!doc) return;
      const ids = imageIdsOf(doc);
      const found = await discussionImagesFor(db).ofClass(classId, ids);
      if (found.length !== ids.length) throw new AppError('DISCUSSION_IMAGE_UNKNOWN');
    },

    /** Signed links to the images the given bodies show (hidden or deleted bodies are `null`: no links). */
    async urlsOf(classId: string, docs: readonly (DiscussionDoc | null)[]): Promise<Record<string, string>> {
      const ids = [...new Set(docs.flatMap((doc) => (doc ? imageIdsOf(doc) : [])))];
      const rows = await discussionImagesFor(app.db.db).ofClass(classId, ids);
      return Object.fromEntries(rows.map((row) => [row.id, linkOf(row)]));
    },
  };
}

export type DiscussionImagesWorkflow = ReturnType<typeof discussionImagesWorkflow>;
