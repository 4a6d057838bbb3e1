/**
 * The public door of this feature for other features (ADR 0016): they import from here, never from its files.
 * Pages in `app/` compose features and may import their components directly.
 */
export { tutorProfileKeys } from './query-keys';
// The tutor's own profile (e.g. their time zone, for other tutor pages).
export { useOwnTutorProfile } from './api/tutor-profile';
