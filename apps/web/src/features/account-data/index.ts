/**
 * The public door of this feature for other features (ADR 0016): they import from here, never from its files.
 * Pages in `app/` compose features and may import their components directly.
 */
export { AccountDataSection } from './components/account-data-section';
export { AccountDeletedNotice } from './components/account-deleted-notice';
