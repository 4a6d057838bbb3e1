import type { DiscussionFilter } from '@scola/contracts';
import { classSpaceKeys } from '../class-space';

/**
 * Query keys of a class's discussions, all under the class space's `discussions` area: an announcement of the
 * class room (`class.changed`, area `discussions`) refetches every one of them (ADR 0039).
 */
const area = (classId: string) => classSpaceKeys.area(classId, 'discussions');

export const discussionKeys = {
  all: area,
  lists: (classId: string) => [...area(classId), 'list'] as const,
  list: (classId: string, filter: DiscussionFilter, page: number) =>
    [...discussionKeys.lists(classId), filter, page] as const,
  thread: (classId: string, threadId: string) => [...area(classId), 'thread', threadId] as const,
  posts: (classId: string, threadId: string, page: number) =>
    [...area(classId), 'thread', threadId, 'posts', page] as const,
};
