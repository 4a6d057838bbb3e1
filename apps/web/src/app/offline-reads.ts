/**
 * Forgets the API answers the service worker kept for offline reading (ADR 0053). Called when a signed-in user
 * leaves, so the next person on this device does not read them; not while offline, where a session that only failed
 * to refresh keeps its pages.
 */
import { API_CACHE } from '../sw/routes';

export function forgetOfflineReads(): void {
  if (navigator.onLine && 'caches' in globalThis) void caches.delete(API_CACHE);
}
