/**
 * The TanStack Query keys of saved-for-offline files (the device's list, read from IndexedDB) and of the API's size
 * and version of an owned file: the one place they are spelt (ADR 0016).
 */
import type { OfflineKind } from './offline-store';

export const offlineKeys = {
  all: ['offline'] as const,
  saved: (userId: string) => [...offlineKeys.all, 'saved', userId] as const,
  file: (kind: OfflineKind, id: string) => [...offlineKeys.all, 'file', kind, id] as const,
  estimate: () => [...offlineKeys.all, 'estimate'] as const,
};
