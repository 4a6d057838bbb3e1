import type { LiveClassKind, PublicationStatus } from '@scola/contracts';

/** Filters of the tutor's class list. */
export interface TutorClassFilter {
  page: number;
  pageSize: number;
  kind: LiveClassKind;
  status?: PublicationStatus | undefined;
}

/** The TanStack Query keys of the tutor's classes: the one place they are spelt (ADR 0016). */
export const tutorClassKeys = {
  all: ['tutor', 'classes'] as const,
  lists: () => [...tutorClassKeys.all, 'list'] as const,
  list: (filter: TutorClassFilter) => [...tutorClassKeys.lists(), filter] as const,
  item: (id: string) => [...tutorClassKeys.all, 'item', id] as const,
  packages: (page: number) => [...tutorClassKeys.all, 'packages', page] as const,
  /** Every class of the tutor (up to 100), to pick a package's classes from. */
  choices: () => [...tutorClassKeys.all, 'choices'] as const,
};
