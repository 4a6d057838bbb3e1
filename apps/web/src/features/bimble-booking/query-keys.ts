/** The TanStack Query keys of bimble booking: the one place they are spelt. */
export const bimbleKeys = {
  all: ['bimble'] as const,
  slots: (classId: string) => [...bimbleKeys.all, 'slots', classId] as const,
};
