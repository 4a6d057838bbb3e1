import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ClassFileRow, classFiles, type NewClassFileRow } from './class-files.tables';

/** The only code that queries `class_files`. */
export function classFilesRepositoryFor(db: Database) {
  return {
    /** A page of the class's files, newest first, and how many there are. */
    async page(classId: string, page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(classFiles)
          .where(eq(classFiles.classId, classId))
          .orderBy(desc(classFiles.createdAt), desc(classFiles.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(classFiles).where(eq(classFiles.classId, classId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async insert(values: NewClassFileRow): Promise<ClassFileRow> {
      const [row] = await db.insert(classFiles).values(values).returning();
      if (!row) throw new Error('class file not inserted');
      return row;
    },

    /** Renames a file of the class; null when the class has no such file. */
    async rename(classId: string, fileId: string, name: string, at: Date): Promise<ClassFileRow | null> {
      const [row] = await db
        .update(classFiles)
        .set({ name, updatedAt: at })
        .where(and(eq(classFiles.id, fileId), eq(classFiles.classId, classId)))
        .returning();
      return row ?? null;
    },

    /** Deletes a file of the class and answers its row (for its storage key); null when there was none. */
    async remove(classId: string, fileId: string): Promise<ClassFileRow | null> {
      const [row] = await db
        .delete(classFiles)
        .where(and(eq(classFiles.id, fileId), eq(classFiles.classId, classId)))
        .returning();
      return row ?? null;
    },

    /** How many files the class has (the demo seed skips classes that have some). */
    async countOf(classId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(classFiles)
        .where(eq(classFiles.classId, classId));
      return row?.value ?? 0;
    },
  };
}

export type ClassFilesRepository = ReturnType<typeof classFilesRepositoryFor>;
