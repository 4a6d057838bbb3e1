import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studyRooms, type StudyRoomTemplateRow, studyRoomTemplates } from './study-rooms.tables';

export type StudyRoomTemplateListRow = StudyRoomTemplateRow & { upcomingRoomCount: number };

/**
 * The count of a master's rooms that are not cancelled and have not ended at `now`. The outer column is named with
 * its table by hand: in a one-table select Drizzle writes it bare, and a bare `id` would mean the room's.
 */
const upcomingRoomsOf = (now: Date) =>
  sql<number>`(select count(*)::int from ${studyRooms} r
    where r.template_id = "study_room_templates"."id" and r.status = 'scheduled'
      and r.ends_at > ${now.toISOString()})`;

/** Masters (`study_room_templates`), read and written for their tutor (ADR 0049). */
export function templatesRepositoryFor(db: Database) {
  const columns = (now: Date) => ({
    id: studyRoomTemplates.id,
    tutorId: studyRoomTemplates.tutorId,
    subjectId: studyRoomTemplates.subjectId,
    grade: studyRoomTemplates.grade,
    title: studyRoomTemplates.title,
    description: studyRoomTemplates.description,
    durationMinutes: studyRoomTemplates.durationMinutes,
    capacity: studyRoomTemplates.capacity,
    price: studyRoomTemplates.price,
    archivedAt: studyRoomTemplates.archivedAt,
    createdAt: studyRoomTemplates.createdAt,
    updatedAt: studyRoomTemplates.updatedAt,
    upcomingRoomCount: upcomingRoomsOf(now),
  });

  return {
    /** One page of a tutor's masters (archived or not), newest first, and the total (2 queries). */
    async page(
      tutorId: string,
      archived: boolean,
      window: { limit: number; offset: number },
      now: Date,
    ): Promise<{ rows: StudyRoomTemplateListRow[]; total: number }> {
      const where = and(
        eq(studyRoomTemplates.tutorId, tutorId),
        archived ? isNotNull(studyRoomTemplates.archivedAt) : isNull(studyRoomTemplates.archivedAt),
      );
      const rows = await db
        .select(columns(now))
        .from(studyRoomTemplates)
        .where(where)
        .orderBy(desc(studyRoomTemplates.createdAt), desc(studyRoomTemplates.id))
        .limit(window.limit)
        .offset(window.offset);
      const [total] = await db.select({ value: count() }).from(studyRoomTemplates).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** A master, `lock`ed `for update` when a change follows (file uploads count against its limit under it). */
    async byId(id: string, now: Date, lock = false): Promise<StudyRoomTemplateListRow | null> {
      const query = db.select(columns(now)).from(studyRoomTemplates).where(eq(studyRoomTemplates.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    async insert(values: typeof studyRoomTemplates.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(studyRoomTemplates)
        .values(values)
        .returning({ id: studyRoomTemplates.id });
      if (!row) throw new Error('study_room_templates: insert returned no row');
      return row.id;
    },

    async update(id: string, patch: Partial<typeof studyRoomTemplates.$inferInsert>): Promise<void> {
      await db
        .update(studyRoomTemplates)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(studyRoomTemplates.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(studyRoomTemplates).where(eq(studyRoomTemplates.id, id));
    },
  };
}

export type TemplatesRepository = ReturnType<typeof templatesRepositoryFor>;
