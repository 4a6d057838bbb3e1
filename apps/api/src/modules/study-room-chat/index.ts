/** A study room's chat (ADR 0049): messages numbered per room. This file is the module's only door. */
export type { StudyRoomMessageRow } from './study-room-chat.tables';
export {
  studyRoomChatRepository,
  type StudyRoomChatRepository,
  type StudyRoomMessagePage,
} from './study-room-chat.repository';
export { studyRoomMessagesForExport } from './account-data.repository';
