import {
  categoryOfKind,
  type Notification,
  type NotificationCategory,
  notificationCategories,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
} from '@scola/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NotificationRow, notificationPreferences, notifications } from './notifications.tables';

const DEFAULT_PREFERENCE = { email: true, digest: false };

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The kinds of the given categories. */
export const kindsOf = (categories: readonly NotificationCategory[]) =>
  (Object.keys(categoryOfKind) as NotificationKind[]).filter((kind) =>
    categories.includes(categoryOfKind[kind]),
  );

/** A user's own notifications and choices: every query is scoped to `userId`, so nobody reads another's. */
export function createInboxRepository(db: Database) {
  const unreadOf = async (userId: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  };

  return {
    unreadOf,

    async page(userId: string, page: number, pageSize: number) {
      const [rows, [total], unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
        unreadOf(userId),
      ]);
      return { rows, total: total?.n ?? 0, unread };
    },

    /** Marks one of the user's notifications read; false when the user has none with that id. */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Marks every unread notification of the user read; answers how many were unread. */
    async markAllRead(userId: string, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async preferences(userId: string): Promise<NotificationPreference[]> {
      const rows = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return notificationCategories.map((category) => {
        const row = rows.find((r) => r.category === category);
        return { category, ...(row ? { email: row.email, digest: row.digest } : DEFAULT_PREFERENCE) };
      });
    },

    async savePreferences(userId: string, choices: readonly NotificationPreference[], at: Date) {
      if (choices.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(choices.map((c) => ({ userId, ...c, updatedAt: at })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.category],
          set: {
            email: sql`excluded.email`,
            digest: sql`excluded.digest`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    /** Turns the category's e-mail or digest off (an unsubscribe link), keeping the other choice. */
    async turnOff(userId: string, category: NotificationCategory, channel: NotificationChannel, at: Date) {
      await db
        .insert(notificationPreferences)
        .values({ userId, category, ...DEFAULT_PREFERENCE, [channel]: false, updatedAt: at })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.category],
          set: { [channel]: false, updatedAt: at },
        });
    },

    async byIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(notifications)
        .where(inArray(notifications.id, [...ids]));
    },

    /** Records that an e-mail told of these notifications. */
    async markEmailed(ids: readonly string[], at: Date) {
      if (ids.length === 0) return;
      await db
        .update(notifications)
        .set({ emailedAt: at })
        .where(inArray(notifications.id, [...ids]));
    },

    /**
     * Who chose the digest for some category, with their unread notifications of those categories not yet e-mailed
     * (made since `since`), oldest first.
     */
    async digestCandidates(since: Date) {
      const choices = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.digest, true));
      const byUser = new Map<string, NotificationCategory[]>();
      for (const c of choices) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c.category]);
      const out: { userId: string; rows: NotificationRow[] }[] = [];
      for (const [userId, categories] of byUser) {
        const rows = await db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              isNull(notifications.readAt),
              isNull(notifications.emailedAt),
              inArray(notifications.kind, kindsOf(categories)),
              sql`${notifications.createdAt} >= ${since.toISOString()}::timestamptz`,
            ),
          )
          .orderBy(notifications.createdAt)
          .limit(50);
        if (rows.length > 0) out.push({ userId, rows });
      }
      return out;
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
