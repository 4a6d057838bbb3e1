/**
 * A study room's live chat and presence (ADR 0049), placed in the room page (`/study-room/:id`) by `app/`.
 * `<StudyRoomChat roomId viewer />`, `<StudyRoomPresence roomId />`.
 */
export { StudyRoomChat, type StudyRoomChatProps } from './components/study-room-chat';
export { StudyRoomPresence, type StudyRoomPresenceProps } from './components/study-room-presence';
export { studyRoomChatKeys } from './query-keys';
