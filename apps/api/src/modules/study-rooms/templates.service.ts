import { randomUUID } from 'node:crypto';
import {
  CLASS_FILE_NAME_MAX,
  classFileTypes,
  type DiscussionDoc,
  imageIdsOf,
  STUDY_ROOM_FILES_MAX,
  type StudyRoomTemplate,
  type StudyRoomTemplateInput,
  type StudyRoomTemplateList,
  type StudyRoomTemplateUpdate,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { isPublicTutorId } from '../catalogue';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import { classFileTypeOf } from '../class-files';
import type { FileLinks } from '../files';
import { studyRoomFileOf } from './room-cards';
import { roomFilesRepositoryFor } from './room-files.repository';
import type { StudyRoomFileRow } from './study-rooms.tables';
import { type StudyRoomTemplateListRow, templatesRepositoryFor } from './templates.repository';

/** Who acts in the tutor's study-room workspace: the tutor, or an admin (who may read, not change). */
export interface StudyRoomActor {
  userId: string;
  isTutor: boolean;
  isAdmin: boolean;
}

export interface StudyRoomDeps {
  db: Database;
  storage: FileStorage;
  links: FileLinks;
  linkTtlSeconds: number;
  fileMaxBytes: number;
  clock: () => Date;
}

const TYPES_TEXT = 'PDF, gambar (PNG, JPG, WebP, GIF), dokumen Office (Word, Excel, PowerPoint) atau ZIP';
const notFound = () => new AppError('STUDY_ROOM_TEMPLATE_NOT_FOUND');

const notOwner = () => new AppError('FORBIDDEN', 'Hanya tutor pemilik yang dapat mengubah ruang belajar.');

/**
 * Refuses a change of someone else's master or room: an admin (who may read it, for support) gets `FORBIDDEN`,
 * another tutor the not-found answer `hidden` (they may not learn that it exists).
 */
export function assertOwner(actor: StudyRoomActor, tutorId: string, hidden: () => AppError): void {
  if (tutorId === actor.userId) return;
  throw actor.isAdmin ? notOwner() : hidden();
}

/** Only a verified tutor (not suspended) creates masters and rooms, as only a verified tutor publishes classes. */
export async function assertVerifiedTutor(db: Database, actor: StudyRoomActor): Promise<void> {
  if (!actor.isTutor) throw notOwner();
  if (!(await isPublicTutorId(db, actor.userId))) throw new AppError('STUDY_ROOM_TUTOR_UNVERIFIED');
}

/**
 * A description is the discussion editor's document (already allow-listed by `discussionDocSchema`, ADR 0041).
 * Images in a discussion are uploads to its class; a room has no image uploads, so an image node is refused.
 */
export function assertRoomDescription(doc: DiscussionDoc | undefined): void {
  if (doc && imageIdsOf(doc).length > 0) {
    const message = 'Deskripsi ruang belajar tidak dapat memuat gambar; lampirkan sebagai berkas.';
    throw new AppError('VALIDATION_FAILED', message, [
      { location: 'body', path: 'description', code: 'custom', message },
    ]);
  }
}

/** What the tutor's device sent as a file name, cleaned for display (the stored type decides the extension). */
function displayNameOf(filename: string, extension: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (base === '') return `berkas.${extension}`;
  return base.length <= CLASS_FILE_NAME_MAX ? base : base.slice(0, CLASS_FILE_NAME_MAX).trimEnd();
}

/**
 * The tutor's masters (ADR 0049): list, read, create, edit, delete (archived instead while rooms made from it have
 * not ended), and their files (uploaded like class files, judged by content). Rooms copy a master; nothing here
 * reaches a room made before.
 */
export function templatesServiceFor(deps: StudyRoomDeps) {
  const { db, storage, links, clock } = deps;
  const templates = templatesRepositoryFor(db);
  const files = roomFilesRepositoryFor(db);

  function toTemplate(
    row: StudyRoomTemplateListRow,
    fileRows: StudyRoomFileRow[],
    subject: StudyRoomTemplate['subject'],
  ): StudyRoomTemplate {
    const expiresAt = new Date(clock().getTime() + deps.linkTtlSeconds * 1000);
    return {
      id: row.id,
      subject,
      grade: row.grade,
      title: row.title,
      description: row.description,
      durationMinutes: row.durationMinutes,
      capacity: row.capacity,
      price: row.price,
      files: fileRows.map((file) => studyRoomFileOf(file, links, expiresAt)),
      upcomingRoomCount: row.upcomingRoomCount,
      archived: row.archivedAt !== null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Masters with their subjects and files: 2 queries whatever their number. */
  async function withDetails(rows: StudyRoomTemplateListRow[]): Promise<StudyRoomTemplate[]> {
    if (rows.length === 0) return [];
    const [subjects, fileRows] = await Promise.all([
      catalogueReferenceServiceFor(db).subjectsByIds(rows.map((row) => row.subjectId)),
      files.ofTemplates(rows.map((row) => row.id)),
    ]);
    return rows.map((row) => {
      const subject = subjects.get(row.subjectId);
      if (!subject)
        throw new AppError('INTERNAL_ERROR', undefined, { missingReference: `subject:${row.subjectId}` });
      const own = fileRows.filter((file) => file.templateId === row.id);
      return toTemplate(row, own, {
        id: subject.id,
        name: subject.name,
        slug: subject.slug,
        level: subject.level,
      });
    });
  }

  /** The master if the actor may see it (its tutor, or an admin), else `STUDY_ROOM_TEMPLATE_NOT_FOUND`. */
  async function visible(actor: StudyRoomActor, id: string, lock = false) {
    const row = await templates.byId(id, clock(), lock);
    if (!row || (!actor.isAdmin && row.tutorId !== actor.userId)) throw notFound();
    return row;
  }

  /** The master if the actor owns it; an admin is refused (`FORBIDDEN`), another tutor gets not-found. */
  async function owned(actor: StudyRoomActor, id: string, lock = false) {
    const row = await visible(actor, id, lock);
    assertOwner(actor, row.tutorId, notFound);
    return row;
  }

  async function assertSubject(subjectId: string | undefined) {
    if (subjectId === undefined) return;
    const found = await catalogueReferenceServiceFor(db).subjectsByIds([subjectId]);
    if (!found.has(subjectId)) {
      const message = 'Mata pelajaran tidak ditemukan.';
      throw new AppError('VALIDATION_FAILED', message, [
        { location: 'body', path: 'subjectId', code: 'custom', message },
      ]);
    }
  }

  const one = async (id: string) => {
    const row = await templates.byId(id, clock());
    if (!row) throw notFound();
    const [template] = await withDetails([row]);
    if (!template) throw notFound();
    return template;
  };

  /** Deletes stored objects that no file row names any more (after the rows went). */
  async function dropUnusedObjects(keys: string[]) {
    const inUse = await files.keysInUse(keys);
    for (const key of new Set(keys)) if (!inUse.has(key)) await storage.delete(key);
  }

  return {
    async list(
      actor: StudyRoomActor,
      query: { page: number; pageSize: number; archived: 'true' | 'false' },
    ): Promise<StudyRoomTemplateList> {
      const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const { rows, total } = await templates.page(actor.userId, query.archived === 'true', window, clock());
      return { data: await withDetails(rows), meta: { page: query.page, pageSize: query.pageSize, total } };
    },

    async get(actor: StudyRoomActor, id: string): Promise<StudyRoomTemplate> {
      await visible(actor, id);
      return one(id);
    },

    async create(actor: StudyRoomActor, input: StudyRoomTemplateInput): Promise<StudyRoomTemplate> {
      await assertVerifiedTutor(db, actor);
      await assertSubject(input.subjectId);
      assertRoomDescription(input.description);
      const id = await templates.insert({ ...input, tutorId: actor.userId });
      return one(id);
    },

    async update(
      actor: StudyRoomActor,
      id: string,
      patch: StudyRoomTemplateUpdate,
    ): Promise<StudyRoomTemplate> {
      await owned(actor, id);
      await assertSubject(patch.subjectId);
      assertRoomDescription(patch.description);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length > 0) await templates.update(id, changes);
      return one(id);
    },

    /**
     * Deletes a master, or archives it while rooms made from it have not ended (their tutor still runs them from
     * the rooms list; the master leaves the picker). Answers which happened.
     */
    async remove(actor: StudyRoomActor, id: string): Promise<'deleted' | 'archived'> {
      const row = await owned(actor, id);
      if (row.upcomingRoomCount > 0) {
        await templates.update(id, { archivedAt: clock() });
        return 'archived';
      }
      const keys = await files.keysOf({ templateId: id });
      await templates.delete(id);
      await dropUnusedObjects(keys);
      return 'deleted';
    },

    /** Checks the file by its content, stores it, then records it under the master (at most `STUDY_ROOM_FILES_MAX`). */
    async upload(
      actor: StudyRoomActor,
      id: string,
      upload: { bytes: Uint8Array; filename: string },
    ): Promise<StudyRoomTemplate> {
      await owned(actor, id);
      if (upload.bytes.byteLength === 0) throw new AppError('FILE_INVALID', 'Berkas kosong.');
      const mime = await classFileTypeOf(upload.bytes);
      if (!mime) {
        throw new AppError('FILE_TYPE_NOT_ALLOWED', `Berkas ruang belajar harus berupa ${TYPES_TEXT}.`, {
          allowed: Object.keys(classFileTypes),
        });
      }
      const extension = classFileTypes[mime][0];
      const storageKey = `study-room-files/${id}/${randomUUID()}.${extension}`;
      await storage.put(storageKey, upload.bytes, { contentType: mime });
      try {
        await inTransaction(db, async (tx) => {
          // The master's row lock makes concurrent uploads count one after another.
          if (!(await templatesRepositoryFor(tx).byId(id, clock(), true))) throw notFound();
          const roomFiles = roomFilesRepositoryFor(tx);
          if ((await roomFiles.countOfTemplate(id)) >= STUDY_ROOM_FILES_MAX) {
            throw new AppError('STUDY_ROOM_TOO_MANY_FILES');
          }
          await roomFiles.insert({
            templateId: id,
            uploaderId: actor.userId,
            name: displayNameOf(upload.filename, extension),
            storageKey,
            byteSize: upload.bytes.byteLength,
            contentType: mime,
          });
        });
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
      return one(id);
    },

    /** Removes a file from the master; rooms made from it keep their copy (and the object, while they name it). */
    async deleteFile(actor: StudyRoomActor, id: string, fileId: string): Promise<StudyRoomTemplate> {
      await owned(actor, id);
      const removed = await files.deleteOfTemplate(id, fileId);
      if (!removed) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan.');
      await dropUnusedObjects([removed.storageKey]);
      return one(id);
    },
  };
}

export type TemplatesService = ReturnType<typeof templatesServiceFor>;
