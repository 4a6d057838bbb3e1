/** The TanStack Query keys of the account rights: the one place they are spelt. */
export const accountDataKeys = {
  deletionMethod: (userId: string) => ['account', 'deletion-method', userId] as const,
};
