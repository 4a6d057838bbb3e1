import { type NotificationContent, notificationContentSchema } from '@scola/contracts';
import type { Database } from '../../db/client';
import { notifications } from './notifications.tables';

/** One notification to make: for whom, what, and (optionally) what makes it the same as one already made. */
export type NewNotification = NotificationContent & {
  userId: string;
  /** The same user and key again is ignored (a retried job, a repeated event). */
  dedupeKey?: string;
};

/** The only code that writes `notifications` rows (reads and read marks live with the routes' service). */
export function createNotificationsRepository(db: Database) {
  return {
    /** Inserts the notifications (their parameters checked per kind) and answers the ones actually made. */
    async insert(items: readonly NewNotification[]): Promise<{ id: string; userId: string }[]> {
      if (items.length === 0) return [];
      const rows = items.map((item) => {
        const content = notificationContentSchema.parse({ kind: item.kind, params: item.params });
        return {
          userId: item.userId,
          kind: content.kind,
          params: content.params as Record<string, unknown>,
          dedupeKey: item.dedupeKey ?? null,
        };
      });
      return db
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning({ id: notifications.id, userId: notifications.userId });
    },
  };
}
