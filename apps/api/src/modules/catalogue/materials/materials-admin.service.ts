import { createHash, randomBytes } from 'node:crypto';
import type { AdminMaterial, AdminMaterialListQuery, MaterialInput } from '@scola/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { sanitizeRichText } from '../../../lib/rich-text';
import { type FileStorage, publicFileUrl } from '../../../lib/storage';
import type { CheckedUpload } from '../../../lib/uploads';
import { slugOf } from '../../catalogue-reference';
import {
  type AdminMaterialRow,
  createMaterialsAdminRepository,
  type MaterialsAdminRepository,
} from './materials-admin.repository';
import { materialFileKeys } from './materials.service';
import { firstPagesOf, pageCountOf } from './pdf-preview';

/** One change as the audit log records it. */
export interface MaterialChange {
  action: string;
  entityType: 'material';
  entityId: string;
  before: object | null;
  after: object | null;
}

/** Writes the audit row of a change with the change's own transaction (`tx`). */
export type MaterialAuditSink = (tx: Database, change: MaterialChange) => Promise<void>;

const toAdminMaterial = ({
  fileKey: _file,
  previewKey: _preview,
  ...row
}: AdminMaterialRow): AdminMaterial => ({
  ...row,
  tutorName: row.tutorName,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The fields as stored: the description sanitised (allow-list HTML, `lib/rich-text`). */
const stored = (input: MaterialInput): MaterialInput => ({
  ...input,
  description: sanitizeRichText(input.description),
});

/** Storage keys of a replacement PDF and its preview: new keys per content, so the old ones stay until commit. */
const replacementKeys = (slug: string, bytes: Uint8Array) => {
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return {
    fileKey: `materials/${slug}/${digest}/full.pdf`,
    previewKey: `materials/${slug}/${digest}/preview.pdf`,
  };
};

const notFound = () => new AppError('NOT_FOUND', 'Materi tidak ditemukan.');

const tooManyPreviewPages = (pageCount: number) =>
  new AppError(
    'VALIDATION_FAILED',
    `Halaman pratinjau tidak boleh lebih dari ${pageCount} (jumlah halaman PDF).`,
    [{ location: 'body', path: 'previewPages', code: 'too_big', message: `Maksimal ${pageCount} halaman.` }],
  );

/** PostgreSQL's foreign key violation on the subject or the tutor: a bad pick, answered as the field's error. */
function badReference(error: unknown): AppError | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503' && typeof constraint === 'string') {
      const path = constraint.includes('tutor') ? 'tutorId' : 'subjectId';
      const label = path === 'tutorId' ? 'Tutor' : 'Pelajaran';
      return new AppError('VALIDATION_FAILED', `${label} tidak ditemukan.`, [
        { location: 'body', path, code: 'invalid_value', message: `${label} tidak ditemukan.` },
      ]);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export type MaterialsAdminService = ReturnType<typeof createMaterialsAdminService>;

/**
 * The admin console's materials: list and read any status; create (with its PDF), edit, publish, unpublish and set
 * the cover. Each change commits in one transaction with its audit row. Files are written before the row points
 * at them and removed again when the change fails, so a refused change stores nothing.
 */
export function createMaterialsAdminService(db: Database, storage: FileStorage) {
  const repository = createMaterialsAdminRepository(db);
  const transaction = <T>(work: (repo: MaterialsAdminRepository, tx: Database) => Promise<T>) =>
    repository.transaction((tx) => work(createMaterialsAdminRepository(tx), tx));

  async function view(id: string): Promise<AdminMaterial> {
    const row = await repository.get(id);
    if (!row) throw notFound();
    return toAdminMaterial(row);
  }

  async function freeSlug(title: string): Promise<string> {
    for (;;) {
      const slug = `${slugOf(title)}-${randomBytes(3).toString('hex')}`;
      if (!(await repository.slugTaken(slug))) return slug;
    }
  }

  /** Runs `work`; on failure deletes `keys` (best effort) and maps a bad subject or tutor to its field. */
  async function orForget<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
      throw badReference(error) ?? error;
    }
  }

  return {
    async list(query: AdminMaterialListQuery) {
      const { rows, total } = await repository.list(query, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        data: rows.map(toAdminMaterial),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    get: view,

    /** A new draft material from its fields and its PDF; the preview is made of the first `previewPages` pages. */
    async create(input: MaterialInput, pdf: CheckedUpload, audit: MaterialAuditSink): Promise<AdminMaterial> {
      const pageCount = await pageCountOf(pdf.bytes);
      if (input.previewPages > pageCount) throw tooManyPreviewPages(pageCount);
      const slug = await freeSlug(input.title);
      const { fileKey, previewKey } = materialFileKeys(slug);
      const id = await orForget([fileKey, previewKey], async () => {
        await storage.put(fileKey, pdf.bytes, { contentType: 'application/pdf' });
        await storage.put(previewKey, await firstPagesOf(pdf.bytes, input.previewPages), {
          contentType: 'application/pdf',
        });
        return transaction(async (repo, tx) => {
          const newId = await repo.insert({
            ...stored(input),
            slug,
            pageCount,
            fileKey,
            previewKey,
            status: 'draft',
          });
          const created = await repo.get(newId);
          if (!created) throw notFound();
          await audit(tx, {
            action: 'material.create',
            entityType: 'material',
            entityId: newId,
            before: null,
            after: toAdminMaterial(created),
          });
          return newId;
        });
      });
      return view(id);
    },

    /** Edits the fields; a new preview page count writes a new preview after the change commits. */
    async update(id: string, input: MaterialInput, audit: MaterialAuditSink): Promise<AdminMaterial> {
      const { before, after } = await orForget([], () =>
        transaction(async (repo, tx) => {
          const row = await repo.get(id, true);
          if (!row) throw notFound();
          if (input.previewPages > row.pageCount) throw tooManyPreviewPages(row.pageCount);
          await repo.update(id, stored(input));
          const updated = await repo.get(id);
          if (!updated) throw notFound();
          const change = { before: toAdminMaterial(row), after: toAdminMaterial(updated) };
          await audit(tx, { action: 'material.update', entityType: 'material', entityId: id, ...change });
          return { before: row, after: updated };
        }),
      );
      if (before.previewPages !== after.previewPages) {
        try {
          await storage.put(
            after.previewKey,
            await firstPagesOf(await storage.get(after.fileKey), after.previewPages),
            {
              contentType: 'application/pdf',
            },
          );
        } catch {
          // The public preview route makes a missing preview again from the full file, with the new page count.
          await storage.delete(after.previewKey).catch(() => undefined);
        }
      }
      return toAdminMaterial(after);
    },

    /**
     * Replaces the PDF (checked like an upload by the route): the preview is made again of its first `previewPages`
     * pages (the current count when not given). The new files get new keys; the row points at them in the audited
     * transaction, then the old files are removed, so owners download the new file and a refused change keeps the old.
     */
    async replaceFile(
      id: string,
      pdf: CheckedUpload,
      previewPages: number | undefined,
      audit: MaterialAuditSink,
    ): Promise<AdminMaterial> {
      const current = await repository.get(id);
      if (!current) throw notFound();
      const pageCount = await pageCountOf(pdf.bytes);
      const pages = previewPages ?? Math.min(current.previewPages, pageCount);
      if (pages > pageCount) throw tooManyPreviewPages(pageCount);
      const keys = replacementKeys(current.slug, pdf.bytes);
      // The same file again has the same keys: never remove what the row still points at.
      const fresh = keys.fileKey === current.fileKey ? [] : [keys.fileKey, keys.previewKey];
      const { before, after } = await orForget(fresh, async () => {
        await storage.put(keys.fileKey, pdf.bytes, { contentType: 'application/pdf' });
        await storage.put(keys.previewKey, await firstPagesOf(pdf.bytes, pages), {
          contentType: 'application/pdf',
        });
        return transaction(async (repo, tx) => {
          const row = await repo.get(id, true);
          if (!row) throw notFound();
          await repo.update(id, { ...keys, pageCount, previewPages: pages });
          const updated = await repo.get(id);
          if (!updated) throw notFound();
          const change = { before: toAdminMaterial(row), after: toAdminMaterial(updated) };
          await audit(tx, { action: 'material.file', entityType: 'material', entityId: id, ...change });
          return { before: row, after: updated };
        });
      });
      for (const key of [before.fileKey, before.previewKey]) {
        if (key !== after.fileKey && key !== after.previewKey)
          await storage.delete(key).catch(() => undefined);
      }
      return toAdminMaterial(after);
    },

    /** Publishes (shown in `/materi` at once; the first publication time is kept) or takes back to draft. */
    async setPublished(
      id: string,
      published: boolean,
      audit: MaterialAuditSink,
      now: Date,
    ): Promise<AdminMaterial> {
      return transaction(async (repo, tx) => {
        const row = await repo.get(id, true);
        if (!row) throw notFound();
        await repo.update(
          id,
          published ? { status: 'published', publishedAt: row.publishedAt ?? now } : { status: 'draft' },
        );
        const updated = await repo.get(id);
        if (!updated) throw notFound();
        await audit(tx, {
          action: published ? 'material.publish' : 'material.unpublish',
          entityType: 'material',
          entityId: id,
          before: toAdminMaterial(row),
          after: toAdminMaterial(updated),
        });
        return toAdminMaterial(updated);
      });
    },

    /** Stores a new cover (a public, re-encoded image under a new URL per content) and points the material at it. */
    async setCover(id: string, image: CheckedUpload, audit: MaterialAuditSink): Promise<AdminMaterial> {
      if (!(await repository.get(id))) throw notFound();
      const digest = createHash('sha256').update(image.bytes).digest('hex').slice(0, 20);
      const key = `covers/materials/${id}/${digest}.${image.extension}`;
      return orForget([key], async () => {
        await storage.put(key, image.bytes, { contentType: image.mime });
        return transaction(async (repo, tx) => {
          const row = await repo.get(id, true);
          if (!row) throw notFound();
          await repo.update(id, { coverUrl: publicFileUrl(key) });
          const updated = await repo.get(id);
          if (!updated) throw notFound();
          await audit(tx, {
            action: 'material.cover',
            entityType: 'material',
            entityId: id,
            before: toAdminMaterial(row),
            after: toAdminMaterial(updated),
          });
          return toAdminMaterial(updated);
        });
      });
    },
  };
}
