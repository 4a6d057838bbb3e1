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
// The student side (workflows `study-room-*`): the public catalogue, one room, its files.
export {
  studyRoomById,
  studyRoomCataloguePage,
  studyRoomFilesOfRoom,
  studyRoomsByIds,
  studyRoomSubjectCounts,
  type StudyRoomCatalogueFilter,
} from './room-catalogue.repository';
// Participants as the student side reads them: my rooms, attendance, reminders and "live now".
export {
  activeParticipantIdsOfRooms,
  markStudyRoomLive,
  recordStudyRoomAttendance,
  studyRoomParticipantOf,
  studyRoomsOfParticipant,
  studyRoomsStartingBetween,
} from './participants.repository';
