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
// The tutor's workspace: masters, rooms, files, participants (`/api/tutor/master-study-room`, `/api/tutor/study-room`).
export { studyRoomsTutorModule } from './study-rooms.tutor.routes';
// Cards and files as every room list shows them (public list, the student's rooms, the tutor's rooms).
export { studyRoomAudience, studyRoomCardColumns, type StudyRoomCardRow } from './rooms.repository';
export { studyRoomCardsOf, studyRoomFileOf, studyRoomStateOf } from './room-cards';
export { roomFilesRepositoryFor } from './room-files.repository';
// One tutor timeline: the room a class session's new time collides with (`SESSION_OVERLAP` details).
export { studyRoomConflictOf } from './room-overlap';
export type { StudyRoomChange } from './rooms.service';
// What buying a paid room needs: the rooms as sold, who takes part, a refunded buyer taken out (workflows, cart).
export {
  leaveStudyRoomOfOrder,
  participationsOf,
  studyRoomsForSale,
  studyRoomStarts,
  type StudyRoomForSale,
} from './purchase.repository';
// Chat standing and moderation (mute, unmute, remove), used by the study-room chat workflows.
export {
  removeStudyRoomParticipant,
  setStudyRoomParticipantMuted,
  studyRoomStanding,
  type StudyRoomStanding,
} from './moderation.repository';
// The account rights (ADR 0051): the rooms in an archive, a tutor's rooms still to come.
export {
  studyRoomsJoinedForExport,
  tutorStudyRoomsForExport,
  upcomingStudyRoomsOfTutor,
} from './account-data.repository';
