import type { ClassSpaceArea } from '@scola/contracts';

/**
 * The TanStack Query keys of a class space: the one place they are spelt. Every query of an area of a class space
 * (its files, discussions, recordings, sessions) lives under `area(classId, area)`, so that an announcement of the
 * class's room refetches exactly that area (`useClassRoom`), and a missed announcement the whole space.
 */
export const classSpaceKeys = {
  all: ['class-space'] as const,
  of: (classId: string) => [...classSpaceKeys.all, classId] as const,
  header: (classId: string) => [...classSpaceKeys.of(classId), 'header'] as const,
  area: (classId: string, area: ClassSpaceArea) => [...classSpaceKeys.of(classId), area] as const,
};
