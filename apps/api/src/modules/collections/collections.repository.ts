import type { PurchasableItemType } from '@scola/contracts';
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseIdOfLesson } from '../catalogue';
import { entitlements, lessonProgress, tutorFollows } from './collections.tables';

export interface EntitlementRef {
  itemType: PurchasableItemType;
  itemId: string;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * For another module's select: whether the user owns the item of the given item type and id columns (an `exists`
 * subquery over `entitlements`, the same test as `ownedAmong`), so it is read with that module's own rows.
 */
export function ownsItem(userId: string, itemType: SQLWrapper, itemId: SQLWrapper): SQL<boolean> {
  const e = (column: 'userId' | 'itemType' | 'itemId') =>
    sql`${entitlements}.${sql.identifier(entitlements[column].name)}`;
  return sql<boolean>`exists (select 1 from ${entitlements}
    where ${e('userId')} = ${userId} and ${e('itemType')} = ${itemType} and ${e('itemId')} = ${itemId})`;
}

/** The only code that touches `entitlements`, `tutor_follows` and `lesson_progress`. Works on a transaction too. */
export function createCollectionsRepository(db: Database) {
  return {
    /** The subset of `refs` the user owns (1 query). */
    async ownedAmong(userId: string, refs: readonly EntitlementRef[]): Promise<EntitlementRef[]> {
      if (refs.length === 0) return [];
      const byType = new Map<PurchasableItemType, string[]>();
      for (const ref of refs) byType.set(ref.itemType, [...(byType.get(ref.itemType) ?? []), ref.itemId]);
      const rows = await db
        .select({ itemType: entitlements.itemType, itemId: entitlements.itemId })
        .from(entitlements)
        .where(
          and(
            eq(entitlements.userId, userId),
            or(
              ...[...byType].map(([itemType, ids]) =>
                and(eq(entitlements.itemType, itemType), inArray(entitlements.itemId, ids)),
              ),
            ),
          ),
        );
      return rows;
    },

    /** Inserts the grants the user does not have yet (the unique key makes repeats no-ops); answers how many were new. */
    async grant(
      rows: {
        userId: string;
        orderId: string | null;
        itemType: PurchasableItemType;
        itemId: string;
        grantedAt?: Date;
      }[],
    ) {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(entitlements)
        .values(rows)
        .onConflictDoNothing({ target: [entitlements.userId, entitlements.itemType, entitlements.itemId] })
        .returning({ id: entitlements.id });
      return inserted.length;
    },

    /** Deletes the grants an order made; answers how many. */
    async revokeOrder(orderId: string): Promise<number> {
      const deleted = await db
        .delete(entitlements)
        .where(eq(entitlements.orderId, orderId))
        .returning({ id: entitlements.id });
      return deleted.length;
    },

    /** Removes what an order granted of these items (some of its lines were refunded). */
    async revokeOrderItems(orderId: string, refs: readonly EntitlementRef[]): Promise<number> {
      if (refs.length === 0) return 0;
      const deleted = await db
        .delete(entitlements)
        .where(
          and(
            eq(entitlements.orderId, orderId),
            or(
              ...refs.map((ref) =>
                and(eq(entitlements.itemType, ref.itemType), eq(entitlements.itemId, ref.itemId)),
              ),
            ),
          ),
        )
        .returning({ id: entitlements.id });
      return deleted.length;
    },

    /** One page of the user's items of a type, newest grant first, and their total (2 queries). */
    async page(userId: string, itemType: PurchasableItemType, window: PageWindow) {
      const where = and(eq(entitlements.userId, userId), eq(entitlements.itemType, itemType));
      const rows = await db
        .select({ itemId: entitlements.itemId, grantedAt: entitlements.grantedAt })
        .from(entitlements)
        .where(where)
        .orderBy(desc(entitlements.grantedAt), desc(entitlements.id))
        .limit(window.limit)
        .offset(window.offset);
      const [total] = await db.select({ n: count() }).from(entitlements).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The users who own an item (its enrolled students, for a class), oldest grant first (1 query). */
    async ownerIds(itemType: PurchasableItemType, itemId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: entitlements.userId })
        .from(entitlements)
        .where(and(eq(entitlements.itemType, itemType), eq(entitlements.itemId, itemId)))
        .orderBy(entitlements.grantedAt, entitlements.id);
      return rows.map((row) => row.userId);
    },

    /** When the user got the item, or null when they do not own it. */
    async grantedAt(userId: string, itemType: PurchasableItemType, itemId: string): Promise<Date | null> {
      const [row] = await db
        .select({ grantedAt: entitlements.grantedAt })
        .from(entitlements)
        .where(
          and(
            eq(entitlements.userId, userId),
            eq(entitlements.itemType, itemType),
            eq(entitlements.itemId, itemId),
          ),
        )
        .limit(1);
      return row?.grantedAt ?? null;
    },

    /** Completed lessons per course for the user (1 query). */
    async completedLessonsByCourse(userId: string, courseIds: string[]): Promise<Map<string, number>> {
      if (courseIds.length === 0) return new Map();
      const courseId = courseIdOfLesson(lessonProgress.lessonId);
      const rows = await db
        .select({ courseId, n: count() })
        .from(lessonProgress)
        .where(
          and(
            eq(lessonProgress.userId, userId),
            inArray(courseId, courseIds),
            isNotNull(lessonProgress.completedAt),
          ),
        )
        .groupBy(sql`1`);
      return new Map(rows.map((row) => [row.courseId, row.n]));
    },

    /** The user's progress in the given lessons. */
    async progressOf(userId: string, lessonIds: string[]) {
      if (lessonIds.length === 0) return [];
      return db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, lessonIds)));
    },

    /**
     * Stores the position (and, when given, the completion) of a lesson in one upsert; `completed: true` keeps the
     * first completion time, `false` clears it, undefined leaves it. `merge` keeps the furthest position (ADR 0054).
     */
    async saveProgress(input: {
      userId: string;
      lessonId: string;
      positionSeconds: number;
      completed: boolean | undefined;
      merge: boolean;
      now: Date;
    }) {
      const completedAt = input.completed === undefined ? null : input.completed ? input.now : null;
      const [row] = await db
        .insert(lessonProgress)
        .values({
          userId: input.userId,
          lessonId: input.lessonId,
          positionSeconds: input.positionSeconds,
          completedAt,
          updatedAt: input.now,
        })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: {
            positionSeconds: input.merge
              ? sql`greatest(${lessonProgress.positionSeconds}, ${input.positionSeconds})`
              : input.positionSeconds,
            updatedAt: input.now,
            completedAt:
              input.completed === undefined
                ? sql`${lessonProgress.completedAt}`
                : input.completed
                  ? sql`coalesce(${lessonProgress.completedAt}, ${input.now.toISOString()}::timestamptz)`
                  : null,
          },
        })
        .returning();
      if (!row) throw new Error('lesson progress upsert answered no row');
      return row;
    },

    /** Follows a tutor; a repeat is a no-op. */
    async follow(userId: string, tutorId: string, now: Date): Promise<void> {
      await db.insert(tutorFollows).values({ userId, tutorId, createdAt: now }).onConflictDoNothing();
    },

    async unfollow(userId: string, tutorId: string): Promise<void> {
      await db
        .delete(tutorFollows)
        .where(and(eq(tutorFollows.userId, userId), eq(tutorFollows.tutorId, tutorId)));
    },

    async isFollowing(userId: string, tutorId: string): Promise<boolean> {
      const [row] = await db
        .select({ tutorId: tutorFollows.tutorId })
        .from(tutorFollows)
        .where(and(eq(tutorFollows.userId, userId), eq(tutorFollows.tutorId, tutorId)))
        .limit(1);
      return row !== undefined;
    },

    /** Tutors the user follows, most recent first (all of them: the caller filters out tutors no longer public). */
    async followed(userId: string) {
      return db
        .select({ tutorId: tutorFollows.tutorId, followedAt: tutorFollows.createdAt })
        .from(tutorFollows)
        .where(eq(tutorFollows.userId, userId))
        .orderBy(desc(tutorFollows.createdAt), desc(tutorFollows.tutorId));
    },

    /** Owners of each of the classes (1 query); classes without any are absent. */
    async classOwnerCounts(classIds: readonly string[]): Promise<Map<string, number>> {
      if (classIds.length === 0) return new Map();
      const rows = await db
        .select({ classId: entitlements.itemId, n: count() })
        .from(entitlements)
        .where(and(eq(entitlements.itemType, 'kelas'), inArray(entitlements.itemId, [...classIds])))
        .groupBy(entitlements.itemId);
      return new Map(rows.map((row) => [row.classId, Number(row.n)]));
    },

    /** Owners of a class, the earliest grant first (`limit` null: all); 1 query. */
    classOwners(classId: string, window: { limit: number | null; offset: number }) {
      const query = db
        .select({ userId: entitlements.userId, grantedAt: entitlements.grantedAt })
        .from(entitlements)
        .where(and(eq(entitlements.itemType, 'kelas'), eq(entitlements.itemId, classId)))
        .orderBy(entitlements.grantedAt, entitlements.id)
        .offset(window.offset);
      return window.limit === null ? query : query.limit(window.limit);
    },

    /** Enrolments in any of the classes granted since `since`: how many, and the `limit` latest; 2 queries. */
    async recentClassOwners(classIds: readonly string[], since: Date, limit: number) {
      if (classIds.length === 0) return { total: 0, latest: [] };
      const recent = and(
        eq(entitlements.itemType, 'kelas'),
        inArray(entitlements.itemId, [...classIds]),
        gte(entitlements.grantedAt, since),
      );
      const [latest, [counted]] = await Promise.all([
        db
          .select({
            userId: entitlements.userId,
            classId: entitlements.itemId,
            grantedAt: entitlements.grantedAt,
          })
          .from(entitlements)
          .where(recent)
          .orderBy(desc(entitlements.grantedAt), desc(entitlements.id))
          .limit(limit),
        db.select({ n: count() }).from(entitlements).where(recent),
      ]);
      return { total: Number(counted?.n ?? 0), latest };
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
