import { classSpaceKeys } from '../class-space';

/**
 * The class files' query keys: under the class space's `files` area, so an announcement of the class's room
 * (`class.changed`, area `files`) refetches them (ADR 0039).
 */
export const classFileKeys = {
  all: (classId: string) => classSpaceKeys.area(classId, 'files'),
  list: (classId: string, page: number, pageSize: number) =>
    [...classFileKeys.all(classId), 'list', page, pageSize] as const,
};
