/**
 * Which requests the service worker answers, and from which cache (ADR 0053). Pure functions of the URL, shared by
 * the worker and its unit test.
 */
import { OFFLINE_MEDIA_PREFIX } from '../lib/offline-cache-names';

/** Runtime caches of this worker; the worker deletes other `scola-` caches of older versions on activation. */
export const API_CACHE = 'scola-api-v1';
export const IMAGE_CACHE = 'scola-images-v1';
export const FONT_CACHE = 'scola-fonts-v1';
export const RUNTIME_CACHES: readonly string[] = [API_CACHE, IMAGE_CACHE, FONT_CACHE];

/** The prefix of every cache this worker owns (the saved files' cache is the page's, never touched here). */
export const OWN_CACHE_PREFIX = 'scola-';

/** How long the network may take before a cached API answer is shown instead. */
export const API_NETWORK_TIMEOUT_SECONDS = 3;
/** Recently visited pages' data: at most this many answers, each at most this old. */
export const API_CACHE_MAX_ENTRIES = 200;
export const API_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * API reads that must never be stored: the session (tokens), short-lived signed file links and the answers that
 * carry them (file lists, video and recording links), and the calendar feed (its URL is a secret).
 */
const neverCachedApi: readonly RegExp[] = [
  /^\/api\/auth\//,
  /^\/api\/berkas\/privat\//,
  /^\/api\/kalender\//,
  /\/(video|berkas|putar)$/,
];

const secretQueryParams = ['token', 'signature', 'sig', 'expires', 'access_token', 'code'];

/** A same-origin API GET whose answer may be kept for offline use. */
export function isCacheableApiRead(url: URL, origin: string): boolean {
  if (url.origin !== origin || !url.pathname.startsWith('/api/')) return false;
  if (neverCachedApi.some((pattern) => pattern.test(url.pathname))) return false;
  return !secretQueryParams.some((param) => url.searchParams.has(param));
}

/** A file the student saved for offline use (`/offline-media/<kind>/<id>?v=<version>`). */
export function isOfflineMedia(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(OFFLINE_MEDIA_PREFIX);
}

/** KaTeX's fonts: hashed, loaded only by pages with formulas, so kept at first use rather than precached. */
export function isMathFont(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/assets\/KaTeX_[^/]+\.(woff2?|ttf)$/.test(url.pathname);
}

/** A same-origin image: public uploads (covers, photos) and the app's own icons. */
export function isSameOriginImage(url: URL, origin: string, destination: string): boolean {
  return url.origin === origin && destination === 'image' && !url.pathname.startsWith('/api/berkas/privat/');
}

/** Navigations the app shell answers: the hash router only ever loads `/` (with a query after a sign-in return). */
export const shellNavigation = /^\/(index\.html)?(\?.*)?$/;
