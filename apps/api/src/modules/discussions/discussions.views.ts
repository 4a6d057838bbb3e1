import {
  type DiscussionPost,
  type DiscussionThread,
  type DiscussionThreadSummary,
  plainTextOf,
} from '@scola/contracts';
import type { PostRow, ThreadRow } from './discussions.repository';

/** Who reads: moderators (the tutor, admins) see hidden bodies; students see that something was hidden. */
export interface DiscussionReader {
  id: string;
  role: 'tutor' | 'student' | 'admin';
}

/** A thread or reply as this module builds it; the workflow adds the links of its images (`imageUrls`). */
export type ThreadView = Omit<DiscussionThread, 'imageUrls'>;
export type PostView = Omit<DiscussionPost, 'imageUrls'>;

export const isModerator = (reader: DiscussionReader) => reader.role !== 'student';

type Names = Map<string, { name: string }>;
const nameOf = (names: Names, id: string) => ({ id, name: names.get(id)?.name ?? '' });

export function threadSummaryOf(
  row: ThreadRow,
  unread: number,
  reader: DiscussionReader,
  names: Names,
): DiscussionThreadSummary {
  const hidden = row.hiddenAt !== null;
  const veiled = hidden && !isModerator(reader) && row.authorId !== reader.id;
  return {
    id: row.id,
    kind: row.kind,
    title: veiled ? '' : row.title,
    author: nameOf(names, row.authorId),
    pinned: row.pinned,
    locked: row.locked,
    hidden,
    answered: row.answerPostId !== null,
    replyCount: row.replyCount,
    unread,
    excerpt: veiled ? '' : plainTextOf(row.body),
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}

export function threadOf(
  row: ThreadRow,
  extra: { unread: number; following: boolean },
  reader: DiscussionReader,
  names: Names,
): ThreadView {
  const summary = threadSummaryOf(row, extra.unread, reader, names);
  const veiled = summary.hidden && !isModerator(reader) && row.authorId !== reader.id;
  return {
    ...summary,
    body: veiled ? null : row.body,
    editedAt: row.editedAt?.toISOString() ?? null,
    answerPostId: row.answerPostId,
    following: extra.following,
  };
}

/** A reply as the reader may see it: deleted bodies never leave; hidden ones only to moderators. */
export function postOf(
  row: PostRow,
  answerPostId: string | null,
  reader: DiscussionReader,
  names: Names,
): PostView {
  const hidden = row.hiddenAt !== null;
  const deleted = row.deletedAt !== null;
  const visible = !deleted && (!hidden || isModerator(reader));
  return {
    id: row.id,
    seq: row.seq,
    author: nameOf(names, row.authorId),
    body: visible ? row.body : null,
    hidden,
    deleted,
    isAnswer: row.id === answerPostId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}
