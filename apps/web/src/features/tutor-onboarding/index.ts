/**
 * The public door of this feature for other features (ADR 0016): they import from here, never from its files.
 * Pages in `app/` compose features and may import their components directly.
 */
export { tutorApplicationKeys } from './query-keys';
// The tutor's profile page reuses the pickers of the admin's lists and the file button.
export { FileButton } from './components/file-button';
export { ReferencePicker, type PickerOption } from './components/reference-picker';
export { useTeachingOptions } from './hooks/use-teaching-options';
