/** The TanStack Query keys of `/pengaturan`: the one place they are spelt. */
export const settingsKeys = {
  all: ['settings'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
  google: () => [...settingsKeys.all, 'google'] as const,
};
