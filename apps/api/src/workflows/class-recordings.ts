import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  type ClassRecording,
  type ClassRecordingList,
  RECORDING_COMPLETED_SHARE,
  type RecordingPlayback,
  type RecordingProgress,
  uploadRecordingFieldsSchema,
} from '@scola/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { uploadToFile } from '../lib/uploads';
import { sessionsOfClassSpace } from '../modules/catalogue';
import {
  classRecordingsFor,
  type ClassRecordingProgressRow,
  type ClassRecordingRow,
  looksLikeMp4,
  mp4FileDurationSeconds,
} from '../modules/class-recordings';
import type { FileLinks } from '../modules/files';
import type { ClassSpaceAccess } from './class-space-access';

/** Longest a playback link lives: long enough to watch a long recording, short enough to be worthless when shared. */
const MAX_PLAYBACK_LINK_SECONDS = 12 * 60 * 60;

const progressOf = (row: ClassRecordingProgressRow | null): RecordingProgress | null =>
  row && {
    positionSeconds: row.positionSeconds,
    durationSeconds: row.durationSeconds,
    completed: row.completed,
    updatedAt: row.updatedAt.toISOString(),
  };

const recordingOf = (row: ClassRecordingRow, progress: ClassRecordingProgressRow | null): ClassRecording => ({
  id: row.id,
  classId: row.classId,
  sessionId: row.sessionId,
  title: row.title,
  source: row.source,
  url: row.url,
  sizeBytes: row.sizeBytes,
  durationSeconds: row.durationSeconds,
  createdAt: row.createdAt.toISOString(),
  progress: progressOf(progress),
});

/** Only the class's tutor and admins change its recordings. */
function assertManager(access: ClassSpaceAccess): void {
  if (access.role === 'student') {
    throw new AppError('FORBIDDEN', 'Hanya tutor kelas ini yang dapat mengubah rekaman.');
  }
}

/** The use cases of `/ruang-kelas/{id}/rekaman…` (ADR 0042); every one starts from the caller's class-space access. */
export function classRecordingsWorkflow(app: FastifyInstance, links: FileLinks) {
  const db = app.db.db;
  const recordings = classRecordingsFor(db);

  async function assertSessionOfClass(classId: string, sessionId: string | null): Promise<void> {
    if (sessionId === null) return;
    const sessions = await sessionsOfClassSpace(db, classId);
    if (!sessions.some((session) => session.id === sessionId))
      throw new AppError('RECORDING_SESSION_INVALID');
  }

  async function existing(classId: string, id: string): Promise<ClassRecordingRow> {
    const row = await recordings.find(classId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Rekaman tidak ditemukan.');
    return row;
  }

  /** Announced after the change committed (every write here is one statement), to whoever has the class open. */
  const announce = (classId: string, id: string | null) =>
    app.realtime.toClass(classId, 'class.changed', { classId, area: 'recordings', id });

  return {
    async list(
      access: ClassSpaceAccess,
      userId: string,
      page: number,
      pageSize: number,
    ): Promise<ClassRecordingList> {
      const [{ rows, total }, sessions] = await Promise.all([
        recordings.page(access.classId, userId, page, pageSize),
        sessionsOfClassSpace(db, access.classId),
      ]);
      return {
        data: rows.map((row) => recordingOf(row, row.progress)),
        meta: {
          page,
          pageSize,
          total,
          sessions: sessions.map((s) => ({ id: s.id, title: s.title, startsAt: s.startsAt.toISOString() })),
        },
      };
    },

    /** Streams the MP4 to a temporary file, checks it by content, then streams it to storage. */
    async upload(access: ClassSpaceAccess, request: FastifyRequest, userId: string): Promise<ClassRecording> {
      assertManager(access);
      const file = await uploadToFile(request, {
        field: 'berkas',
        maxBytes: app.config.storage.recordingMaxBytes,
        label: 'Rekaman',
      });
      try {
        const fields = uploadRecordingFieldsSchema.safeParse(file.fields);
        if (!fields.success) {
          throw new AppError('VALIDATION_FAILED', 'Isi judul rekaman (1–160 karakter) sebelum berkasnya.');
        }
        if (!(await looksLikeMp4(file.head))) {
          throw new AppError('FILE_TYPE_NOT_ALLOWED', 'Rekaman harus berupa berkas MP4.', {
            allowed: ['video/mp4'],
          });
        }
        const durationSeconds = await mp4FileDurationSeconds(file.path);
        if (durationSeconds === null) {
          throw new AppError('FILE_INVALID', 'Berkas MP4 rusak atau tidak dapat dibaca.');
        }
        await assertSessionOfClass(access.classId, fields.data.sessionId);
        const id = randomUUID();
        const storageKey = `recordings/${access.classId}/${id}.mp4`;
        await app.storage.putStream(storageKey, createReadStream(file.path), file.size, {
          contentType: 'video/mp4',
        });
        let row: ClassRecordingRow;
        try {
          row = await recordings.insert({
            id,
            classId: access.classId,
            sessionId: fields.data.sessionId,
            title: fields.data.title,
            source: 'upload',
            storageKey,
            sizeBytes: file.size,
            durationSeconds,
            createdBy: userId,
          });
        } catch (error) {
          await app.storage.delete(storageKey).catch(() => undefined);
          throw error;
        }
        await announce(access.classId, row.id);
        return recordingOf(row, null);
      } finally {
        await file.discard();
      }
    },

    async addLink(
      access: ClassSpaceAccess,
      userId: string,
      input: { title: string; url: string; sessionId: string | null },
    ): Promise<ClassRecording> {
      assertManager(access);
      await assertSessionOfClass(access.classId, input.sessionId);
      const row = await recordings.insert({
        classId: access.classId,
        sessionId: input.sessionId,
        title: input.title,
        source: 'link',
        url: input.url,
        createdBy: userId,
      });
      await announce(access.classId, row.id);
      return recordingOf(row, null);
    },

    async update(
      access: ClassSpaceAccess,
      id: string,
      patch: { title?: string; sessionId?: string | null },
    ): Promise<ClassRecording> {
      assertManager(access);
      if (patch.sessionId !== undefined) await assertSessionOfClass(access.classId, patch.sessionId);
      const row = await recordings.update(access.classId, id, patch);
      if (!row) throw new AppError('NOT_FOUND', 'Rekaman tidak ditemukan.');
      await announce(access.classId, row.id);
      return recordingOf(row, null);
    },

    async remove(access: ClassSpaceAccess, id: string): Promise<void> {
      assertManager(access);
      const row = await recordings.delete(access.classId, id);
      if (!row) throw new AppError('NOT_FOUND', 'Rekaman tidak ditemukan.');
      // The row is gone first: a failed file delete leaves an unreachable object, never a recording without video.
      if (row.storageKey) {
        await app.storage.delete(row.storageKey).catch((error: unknown) => {
          app.log.warn({ err: error, key: row.storageKey }, 'recording file not deleted');
        });
      }
      await announce(access.classId, null);
    },

    /** A signed link to the video that outlives one viewing of it (seeking fetches new ranges as it plays). */
    async playback(access: ClassSpaceAccess, id: string): Promise<RecordingPlayback> {
      const row = await existing(access.classId, id);
      if (!row.storageKey) throw new AppError('NOT_FOUND', 'Rekaman ini diputar dari tautannya.');
      const seconds = Math.min(
        app.config.storage.linkTtlSeconds + 2 * (row.durationSeconds ?? 0),
        MAX_PLAYBACK_LINK_SECONDS,
      );
      const expiresAt = new Date(app.clock().getTime() + seconds * 1000);
      return { url: links.signedUrl(row.storageKey, expiresAt), expiresAt: expiresAt.toISOString() };
    },

    async saveProgress(
      access: ClassSpaceAccess,
      userId: string,
      id: string,
      input: { positionSeconds: number; durationSeconds: number | null; restart: boolean },
    ): Promise<RecordingProgress> {
      if (access.role !== 'student') {
        throw new AppError('FORBIDDEN', 'Progres tontonan dicatat untuk siswa kelas ini saja.');
      }
      const row = await existing(access.classId, id);
      if (row.source !== 'upload') throw new AppError('RECORDING_NOT_TRACKABLE');
      const length = row.durationSeconds ?? input.durationSeconds;
      const position = length === null ? input.positionSeconds : Math.min(input.positionSeconds, length);
      const saved = await recordings.saveProgress({
        userId,
        recordingId: id,
        positionSeconds: position,
        durationSeconds: length,
        completed: length !== null && length > 0 && position >= RECORDING_COMPLETED_SHARE * length,
        restart: input.restart,
        at: app.clock(),
      });
      return progressOf(saved)!;
    },
  };
}
