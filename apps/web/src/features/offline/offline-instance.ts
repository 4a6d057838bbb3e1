import { OfflineLibrary } from './offline-library';
import { browserBackend } from './offline-store';

let instance: OfflineLibrary | null = null;

/** The page's one offline library (IndexedDB + Cache Storage), opened on first use. */
export function offlineLibrary(): OfflineLibrary {
  instance ??= new OfflineLibrary(browserBackend(), window.location.origin);
  return instance;
}

/** Tests swap in a library on memory storage. */
export function setOfflineLibrary(library: OfflineLibrary | null): void {
  instance = library;
}
