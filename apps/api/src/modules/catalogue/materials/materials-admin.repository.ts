import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AdminMaterialStatus } from '@scola/contracts';
import type { Database } from '../../../db/client';
import { tutorProfiles } from '../tutors/tutors.tables';
import { materials, type MaterialRow } from './materials.tables';

/** The columns of a material as the admin console shows it (join `tutor_profiles`). */
const adminColumns = {
  id: materials.id,
  slug: materials.slug,
  title: materials.title,
  summary: materials.summary,
  description: materials.description,
  subjectId: materials.subjectId,
  level: materials.level,
  tutorId: materials.tutorId,
  tutorName: tutorProfiles.displayName,
  pageCount: materials.pageCount,
  previewPages: materials.previewPages,
  price: materials.price,
  salePrice: materials.salePrice,
  coverUrl: materials.coverUrl,
  status: materials.status,
  publishedAt: materials.publishedAt,
  updatedAt: materials.updatedAt,
  fileKey: materials.fileKey,
  previewKey: materials.previewKey,
};

export type AdminMaterialRow = Awaited<ReturnType<MaterialsAdminRepository['get']>> & object;
export type MaterialChanges = Partial<
  Pick<
    MaterialRow,
    | 'title'
    | 'summary'
    | 'description'
    | 'subjectId'
    | 'level'
    | 'tutorId'
    | 'price'
    | 'salePrice'
    | 'previewPages'
    | 'pageCount'
    | 'fileKey'
    | 'previewKey'
    | 'coverUrl'
    | 'status'
    | 'publishedAt'
  >
>;

export type MaterialsAdminRepository = ReturnType<typeof createMaterialsAdminRepository>;

/** The admin console's queries of `materials`: drafts included, one row at a time for writes. */
export function createMaterialsAdminRepository(db: Database) {
  const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return {
    async list(
      filter: { q?: string | undefined; status?: AdminMaterialStatus | undefined },
      page: { limit: number; offset: number },
    ) {
      const conditions: (SQL | undefined)[] = [
        filter.q ? ilike(materials.title, `%${escapeLike(filter.q)}%`) : undefined,
        filter.status ? eq(materials.status, filter.status) : undefined,
      ];
      const where = and(...conditions);
      const rows = await db
        .select(adminColumns)
        .from(materials)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, materials.tutorId))
        .where(where)
        .orderBy(desc(materials.updatedAt), materials.id)
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ value: count() }).from(materials).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** One material (any status), locked for update when `lock` (inside a transaction). */
    async get(id: string, lock = false) {
      const query = db
        .select(adminColumns)
        .from(materials)
        .innerJoin(tutorProfiles, eq(tutorProfiles.userId, materials.tutorId))
        .where(eq(materials.id, id))
        .limit(1);
      const [row] = await (lock ? query.for('update', { of: materials }) : query);
      return row ?? null;
    },

    async insert(row: typeof materials.$inferInsert): Promise<string> {
      const [inserted] = await db.insert(materials).values(row).returning({ id: materials.id });
      if (!inserted) throw new Error('material insert returned no row');
      return inserted.id;
    },

    async update(id: string, changes: MaterialChanges): Promise<void> {
      await db.update(materials).set(changes).where(eq(materials.id, id));
    },

    /** Runs `work` in one transaction (the service makes its repository over `tx`). */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: materials.id })
        .from(materials)
        .where(eq(materials.slug, slug))
        .limit(1);
      return row !== undefined;
    },
  };
}
