/**
 * The TanStack Query keys of the bell: the one place they are spelt. Everything lives under `all`, so that one
 * `notifications.changed` announcement (a new notification, or a read mark from another device) refetches it all.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
