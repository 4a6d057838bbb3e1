/** Class recordings (ADR 0042): uploaded or linked videos of a class and each student's watched position. */
export {
  createClassRecordingsRepository as classRecordingsFor,
  type ClassRecordingsRepository,
  type NewClassRecording,
  type ProgressWrite,
  type RecordingWithProgress,
} from './class-recordings.repository';
export type { ClassRecordingProgressRow, ClassRecordingRow } from './class-recordings.tables';
export { looksLikeMp4, mp4FileDurationSeconds } from './mp4';
