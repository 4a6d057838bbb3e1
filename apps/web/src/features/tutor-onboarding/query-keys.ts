/** The TanStack Query keys of the signed-in account's tutor application: the one place they are spelt. */
export const tutorApplicationKeys = {
  all: ['tutor-application'] as const,
  mine: () => [...tutorApplicationKeys.all, 'mine'] as const,
};
