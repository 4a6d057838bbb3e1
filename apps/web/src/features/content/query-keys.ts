/**
 * The TanStack Query keys of the content database: the one place they are spelt (ADR 0016). The key carries the
 * file's address, which carries its hash: a new build's content is a new entry.
 */
export const contentKeys = {
  all: ['content'] as const,
  db: (url: string) => [...contentKeys.all, 'db', url] as const,
};
