/** The public door of this feature for other features (ADR 0016); pages import its components directly. */
export { tutorClassKeys } from './query-keys';
export { formatZoned } from './time-zones';
