/**
 * The public door of this feature for other features (ADR 0016): saving owned files for offline, the outbox of
 * offline lesson progress and the sync with the server.
 */
export { offlineKeys } from './query-keys';
export { queueLessonProgress, useOfflineUserId, useSavedItem } from './api/offline';
export { isNetworkFailure, mediaUrlOf } from './offline-library';
export { offlineLibrary } from './offline-instance';
export { useOfflineSync } from './hooks/use-offline-sync';
export { SaveOfflineButton } from './components/save-offline-button';
export type { SavedItem } from './offline-store';
