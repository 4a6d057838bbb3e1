/**
 * The public door of this feature for other features (ADR 0016): they import from here, never from its files.
 * Pages in `app/` compose features and may import their components directly.
 */
export { notificationKeys } from './query-keys';
export { useUnreadCount, useUnsubscribe } from './api/notifications';
export { NotificationPreferencesForm } from './components/notification-preferences-dialog';
