/** Class recordings (ADR 0042): the `record-kelas` tab of the class space, for students and the tutor. */
export { RecordingsView } from './components/recordings-view';
export { recordingKeys } from './api/class-recordings';
