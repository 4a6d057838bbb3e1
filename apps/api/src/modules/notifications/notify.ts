import type { Database } from '../../db/client';
import type { AppTopics, Outbox } from '../jobs';
import { createNotificationsRepository, type NewNotification } from './notifications.repository';

/**
 * Makes notifications in `tx`, the transaction of the change they are about, and publishes `notification.created`
 * in it too: the bell is announced (and e-mails sent) after commit, exactly when the change happened.
 */
export async function notify(
  tx: Database,
  jobs: Pick<Outbox<AppTopics>, 'publish'>,
  items: readonly NewNotification[],
): Promise<void> {
  const made = await createNotificationsRepository(tx).insert(items);
  const first = made[0];
  if (!first) return;
  await jobs.publish(
    tx,
    'notification.created',
    { notifications: made.map((row) => ({ id: row.id, userId: row.userId })) },
    { key: first.id },
  );
}
