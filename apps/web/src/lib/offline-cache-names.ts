/** Cache Storage names shared by the page and the service worker (ADR 0053, ADR 0054). */
export const OFFLINE_MEDIA_CACHE = 'offline-media-v1';
/** The same-origin path under which saved files are served from that cache. */
export const OFFLINE_MEDIA_PREFIX = '/offline-media/';
