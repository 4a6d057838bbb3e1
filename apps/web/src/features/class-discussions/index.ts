/**
 * The class space's discussions (ADR 0041): the thread list, a thread's page, the editor with formulas and
 * mentions. Every query lives under the class space's `discussions` area, so the class room refetches them.
 */
export { ThreadList, type ThreadListProps } from './components/thread-list';
export { ThreadView, type ThreadViewProps } from './components/thread-view';
export { NewThreadDialog } from './components/new-thread-dialog';
export { DiscussionBody } from './components/discussion-body';
// The rich-text field with formulas, for other texts than posts (a study room's description).
export { DiscussionEditor, type DiscussionEditorProps } from './components/discussion-editor';
export { discussionKeys } from './query-keys';
