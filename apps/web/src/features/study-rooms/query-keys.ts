/**
 * The TanStack Query keys of the study rooms as students and visitors see them: the one place they are spelt. Other
 * features (the cart after a paid room is bought, the chat when the tutor removes someone) invalidate them through
 * this feature's `index.ts` (ADR 0016).
 */
export const studyRoomKeys = {
  all: ['study-rooms'] as const,
  list: (path: string) => [...studyRoomKeys.all, 'list', path] as const,
  subjects: () => [...studyRoomKeys.all, 'subjects'] as const,
  detail: (id: string) => [...studyRoomKeys.all, 'detail', id] as const,
  mine: (when: 'upcoming' | 'past', page: number) => [...studyRoomKeys.all, 'mine', when, page] as const,
};
