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
// Chat standing and moderation (mute, unmute, remove), used by the study-room chat workflows.
export {
  removeStudyRoomParticipant,
  setStudyRoomParticipantMuted,
  studyRoomStanding,
  type StudyRoomStanding,
} from './moderation.repository';
