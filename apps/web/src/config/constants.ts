/** Numbers and names fixed by client-spec.md (§2, §8, §9) and the shell of the web client. */

export const PRODUCT_NAME = 'Scola';
/** Separator between the page title and the product name in `document.title`. */
export const TITLE_SEPARATOR = ' · ';

export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';
export const LANGUAGE_STORAGE_KEY = 'scola.language';

/** Navigation progress bar (spec §9): shown only for navigations slower than the throttle. */
export const PROGRESS_THROTTLE_MS = 200;
/** Time the bar takes to creep to ~90 % while a navigation is pending. */
export const PROGRESS_DURATION_MS = 5000;
/** The bar disappears this long after the navigation completed. */
export const PROGRESS_HIDE_DELAY_MS = 500;
export const PROGRESS_HEIGHT_PX = 2;
/** Share of the bar filled at the end of `PROGRESS_DURATION_MS`. */
export const PROGRESS_MAX_RUNNING_SCALE = 0.9;

/** Page transition (spec §2): named `page`, out-in mode. */
export const PAGE_TRANSITION_NAME = 'page';
export const PAGE_TRANSITION_MODE = 'out-in';
export const PAGE_LEAVE_MS = 120;
export const PAGE_ENTER_MS = 180;

/** A failed chunk load reloads the page once, at most once per this interval (spec §8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'scola.chunk-reload-at';

/** Default minimum delay of a data fetch before a loading state is shown (spec §9). */
export const DATA_FETCH_MIN_DELAY_MS = 200;

/** TanStack Query defaults. */
export const QUERY_STALE_TIME_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_MAX_RETRIES = 2;
