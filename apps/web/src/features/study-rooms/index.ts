/**
 * Study rooms as students and visitors see them (issue 14, ADR 0049): the list, subjects, a room's page with its
 * action by the viewer's role, and the student's own rooms. Other features invalidate its queries through the keys
 * (the cart once a paid room is bought, the chat when someone is removed).
 */
export { studyRoomKeys } from './query-keys';
