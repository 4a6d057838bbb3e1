/**
 * Study rooms (ADR 0049): tutors' master study rooms, the rooms made from them, their files and participants.
 * This file is the module's only door.
 */
export { studyRooms as studyRoomsTable } from './study-rooms.tables';
export type {
  StudyRoomFileRow,
  StudyRoomParticipantRow,
  StudyRoomRow,
  StudyRoomTemplateRow,
} from './study-rooms.tables';
// Seats and participation, shared by the free join and the checkout of paid rooms.
export {
  addStudyRoomParticipant,
  isActiveStudyRoomParticipant,
  releaseStudyRoomSeat,
  takeStudyRoomSeat,
} from './seats.repository';
// The tutor's workspace: masters, rooms, files, participants (`/api/tutor/master-study-room`, `/api/tutor/study-room`).
export { studyRoomsTutorModule } from './study-rooms.tutor.routes';
// Cards and files as every room list shows them (public list, the student's rooms, the tutor's rooms).
export { studyRoomAudience, studyRoomCardColumns, type StudyRoomCardRow } from './rooms.repository';
export { studyRoomCardsOf, studyRoomFileOf, studyRoomStateOf } from './room-cards';
export { roomFilesRepositoryFor } from './room-files.repository';
// One tutor timeline: the room a class session's new time collides with (`SESSION_OVERLAP` details).
export { studyRoomConflictOf } from './room-overlap';
export type { StudyRoomChange } from './rooms.service';
