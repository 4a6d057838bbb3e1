import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { toExportRows } from '../../lib/account-data';
import { notificationPreferences, notifications } from './notifications.tables';

/** The account's e-mail and digest choices per category, for its archive. */
export async function notificationPreferencesForExport(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return toExportRows(rows, ['userId']);
}

/** A deleted account's notifications and choices go (ADR 0051). */
export async function eraseNotifications(db: Database, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
