/**
 * The public door of the content database (ADR 0016, ADR 0052): the inspire articles and the legal texts the build
 * compiled from `apps/web/content/`. Pages in `app/` compose it and may import its components directly.
 */
export { contentKeys } from './query-keys';
export { fetchContentDb, useContentDb, useContentLanguage } from './api/content-db';
export { inspireTextOf, normalizeSearchText, searchInspire, type InspireQuery } from './search';
