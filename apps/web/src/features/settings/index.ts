/**
 * The public door of this feature for other features (ADR 0016): they import from here, never from its files.
 * Pages in `app/` compose features and may import their components directly; the app's providers import
 * `account-preferences.ts` directly, so that the landing page does not load the sections (ADR 0011).
 */
export { SettingsSections } from './components/settings-sections';
