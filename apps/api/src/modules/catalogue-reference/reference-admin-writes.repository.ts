import type { SchoolLevel } from '@scola/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expertise, expertiseCategories, subjects } from './catalogue-reference.tables';

/** The admin console's writes to `subjects`, `expertise_categories` and `expertise` (run inside a transaction). */
export function createReferenceAdminWrites(db: Database) {
  return {
    async insertSubject(values: { name: string; slug: string; level: SchoolLevel; position: number }) {
      const [row] = await db.insert(subjects).values(values).returning({ id: subjects.id });
      return row?.id ?? null;
    },
    async insertCategory(values: { name: string; slug: string; position: number }) {
      const [row] = await db
        .insert(expertiseCategories)
        .values(values)
        .returning({ id: expertiseCategories.id });
      return row?.id ?? null;
    },
    async insertExpertise(values: { name: string; slug: string; categoryId: string; position: number }) {
      const [row] = await db.insert(expertise).values(values).returning({ id: expertise.id });
      return row?.id ?? null;
    },

    async updateSubject(id: string, values: { name: string; level: SchoolLevel; position?: number }) {
      await db.update(subjects).set(values).where(eq(subjects.id, id));
    },
    async updateCategory(id: string, values: { name: string }) {
      await db.update(expertiseCategories).set(values).where(eq(expertiseCategories.id, id));
    },
    async updateExpertise(id: string, values: { name: string; categoryId: string; position?: number }) {
      await db.update(expertise).set(values).where(eq(expertise.id, id));
    },

    async archiveSubject(id: string, at: Date | null) {
      await db.update(subjects).set({ archivedAt: at }).where(eq(subjects.id, id));
    },
    async archiveCategory(id: string, at: Date | null) {
      await db.update(expertiseCategories).set({ archivedAt: at }).where(eq(expertiseCategories.id, id));
    },
    async archiveExpertise(id: string, at: Date | null) {
      await db.update(expertise).set({ archivedAt: at }).where(eq(expertise.id, id));
    },

    async deleteSubject(id: string) {
      await db.delete(subjects).where(eq(subjects.id, id));
    },
    async deleteCategory(id: string) {
      await db.delete(expertiseCategories).where(eq(expertiseCategories.id, id));
    },
    async deleteExpertise(id: string) {
      await db.delete(expertise).where(eq(expertise.id, id));
    },
  };
}
