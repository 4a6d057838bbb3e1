import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  classRecordingProgress,
  classRecordings,
  type ClassRecordingProgressRow,
  type ClassRecordingRow,
} from './class-recordings.tables';

export type NewClassRecording = typeof classRecordings.$inferInsert;

/** A recording with the reader's progress (null when they have none). */
export type RecordingWithProgress = ClassRecordingRow & { progress: ClassRecordingProgressRow | null };

export interface ProgressWrite {
  userId: string;
  recordingId: string;
  positionSeconds: number;
  durationSeconds: number | null;
  /** Whether this position counts as watched; once watched, a recording stays watched. */
  completed: boolean;
  /** Start again: the position may go back (otherwise it only grows). */
  restart: boolean;
  at: Date;
}

/** The only code that queries `class_recordings` and `class_recording_progress`. */
export function createClassRecordingsRepository(db: Database) {
  return {
    /** One page of a class's recordings, newest first, each with `userId`'s progress; 2 queries. */
    async page(classId: string, userId: string, page: number, pageSize: number) {
      const rows = await db
        .select({ recording: classRecordings, progress: classRecordingProgress })
        .from(classRecordings)
        .leftJoin(
          classRecordingProgress,
          and(
            eq(classRecordingProgress.recordingId, classRecordings.id),
            eq(classRecordingProgress.userId, userId),
          ),
        )
        .where(eq(classRecordings.classId, classId))
        .orderBy(desc(classRecordings.createdAt), desc(classRecordings.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(classRecordings)
        .where(eq(classRecordings.classId, classId));
      return {
        rows: rows.map(({ recording, progress }): RecordingWithProgress => ({ ...recording, progress })),
        total: total?.n ?? 0,
      };
    },

    async find(classId: string, id: string): Promise<ClassRecordingRow | null> {
      const [row] = await db
        .select()
        .from(classRecordings)
        .where(and(eq(classRecordings.id, id), eq(classRecordings.classId, classId)));
      return row ?? null;
    },

    async progressOf(userId: string, recordingId: string): Promise<ClassRecordingProgressRow | null> {
      const [row] = await db
        .select()
        .from(classRecordingProgress)
        .where(
          and(eq(classRecordingProgress.userId, userId), eq(classRecordingProgress.recordingId, recordingId)),
        );
      return row ?? null;
    },

    async insert(recording: NewClassRecording): Promise<ClassRecordingRow> {
      const [row] = await db.insert(classRecordings).values(recording).returning();
      if (!row) throw new Error('class recording not inserted');
      return row;
    },

    async update(
      classId: string,
      id: string,
      patch: { title?: string; sessionId?: string | null },
    ): Promise<ClassRecordingRow | null> {
      const [row] = await db
        .update(classRecordings)
        .set(patch)
        .where(and(eq(classRecordings.id, id), eq(classRecordings.classId, classId)))
        .returning();
      return row ?? null;
    },

    /** Deletes the recording (its progress goes with it) and answers the row that was, or null. */
    async delete(classId: string, id: string): Promise<ClassRecordingRow | null> {
      const [row] = await db
        .delete(classRecordings)
        .where(and(eq(classRecordings.id, id), eq(classRecordings.classId, classId)))
        .returning();
      return row ?? null;
    },

    /**
     * Saves a position in one statement: concurrent saves (two tabs, a retried request) can only move it forward,
     * to the furthest of them, unless one restarts.
     */
    async saveProgress(write: ProgressWrite): Promise<ClassRecordingProgressRow> {
      const p = classRecordingProgress;
      const [row] = await db
        .insert(p)
        .values({
          userId: write.userId,
          recordingId: write.recordingId,
          positionSeconds: write.positionSeconds,
          durationSeconds: write.durationSeconds,
          completed: write.completed,
          updatedAt: write.at,
        })
        .onConflictDoUpdate({
          target: [p.userId, p.recordingId],
          set: {
            positionSeconds: write.restart
              ? sql`excluded.position_seconds`
              : sql`greatest(${p.positionSeconds}, excluded.position_seconds)`,
            durationSeconds: sql`coalesce(excluded.duration_seconds, ${p.durationSeconds})`,
            completed: sql`${p.completed} or excluded.completed`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning();
      if (!row) throw new Error('progress not saved');
      return row;
    },
  };
}

export type ClassRecordingsRepository = ReturnType<typeof createClassRecordingsRepository>;
