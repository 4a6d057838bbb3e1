/**
 * The public door of this feature for other features (ADR 0016): they import from here, never from its files.
 * Pages in `app/` compose features and may import their components directly.
 */
export { searchKeys } from './query-keys';
