/** The TanStack Query keys of the tutor's own profile: the one place they are spelt (ADR 0016). */
export const tutorProfileKeys = {
  all: ['tutor', 'profile'] as const,
  own: () => [...tutorProfileKeys.all, 'own'] as const,
};
