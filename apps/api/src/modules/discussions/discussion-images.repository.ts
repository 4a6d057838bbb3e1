import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type DiscussionImageRow,
  discussionImages,
  type NewDiscussionImageRow,
} from './discussion-images.tables';

/** The only code that queries `discussion_images`. */
export function discussionImagesFor(db: Database) {
  return {
    async insert(values: NewDiscussionImageRow): Promise<DiscussionImageRow> {
      const [row] = await db.insert(discussionImages).values(values).returning();
      if (!row) throw new Error('discussion image not inserted');
      return row;
    },

    /** The class's images among `ids` (ids of other classes, or unknown ones, are left out). */
    async ofClass(classId: string, ids: readonly string[]): Promise<DiscussionImageRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(discussionImages)
        .where(and(eq(discussionImages.classId, classId), inArray(discussionImages.id, [...ids])));
    },
  };
}

export type DiscussionImages = ReturnType<typeof discussionImagesFor>;
