/** Which of the tutor's rooms a list shows (`GET /api/tutor/study-room?when=`). */
export type TutorRoomWhen = 'upcoming' | 'live' | 'past';

/** The TanStack Query keys of a tutor's study-room masters and rooms: the one place they are spelt. */
export const tutorStudyRoomKeys = {
  all: ['tutor', 'study-rooms'] as const,
  templates: () => [...tutorStudyRoomKeys.all, 'templates'] as const,
  templateList: (archived: boolean, page: number, pageSize: number) =>
    [...tutorStudyRoomKeys.templates(), 'list', archived, page, pageSize] as const,
  template: (id: string) => [...tutorStudyRoomKeys.templates(), 'one', id] as const,
  rooms: () => [...tutorStudyRoomKeys.all, 'rooms'] as const,
  roomList: (when: TutorRoomWhen, page: number, pageSize: number) =>
    [...tutorStudyRoomKeys.rooms(), 'list', when, page, pageSize] as const,
  room: (roomId: string) => [...tutorStudyRoomKeys.rooms(), 'one', roomId] as const,
  participants: (roomId: string) => [...tutorStudyRoomKeys.rooms(), 'participants', roomId] as const,
};
