import type {
  StudyRoomDetail,
  StudyRoomFile,
  StudyRoomList,
  StudyRoomListQuery,
  StudyRoomSubjectCount,
  StudyRoomViewer,
} from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import type { FileLinks } from '../modules/files';
import {
  studyRoomById,
  studyRoomCardsOf,
  studyRoomCataloguePage,
  type StudyRoomFileRow,
  studyRoomFilesOfRoom,
  studyRoomParticipantOf,
  type StudyRoomParticipantRow,
  type StudyRoomRow,
  studyRoomSubjectCounts,
} from '../modules/study-rooms';
import type { RequestUser } from '../modules/users';
import { downloadNameOf } from './class-files';

/** Who is asking: nobody (a visitor) or a signed-in user. */
export type StudyRoomCaller = Pick<RequestUser, 'id' | 'scope'> | null;

/** How the caller stands to the room (ADR 0049): decides the room page's actions and what it may read. */
export function viewerOf(
  room: StudyRoomRow,
  caller: StudyRoomCaller,
  participant: StudyRoomParticipantRow | null,
): StudyRoomViewer {
  const removed = participant?.removedAt != null;
  const muted = !removed && participant?.mutedAt != null;
  if (!caller) return { role: 'visitor', muted: false, removed: false };
  if (caller.id === room.tutorId) return { role: 'tutor', muted: false, removed: false };
  if (participant && !removed) return { role: 'participant', muted, removed: false };
  if (caller.scope.includes('admin')) return { role: 'admin', muted: false, removed };
  return { role: 'student', muted: false, removed };
}

/** Whether the viewer may open the room's files (and, in its window, its meeting). */
const readsFiles = (viewer: StudyRoomViewer) => viewer.role !== 'visitor' && viewer.role !== 'student';

/**
 * The public side of study rooms (ADR 0049): the catalogue (`GET /study-room`), its subjects and one room as its
 * caller may see it. Every answer costs a constant number of queries.
 */
export function studyRoomCatalogue(app: FastifyInstance, links: FileLinks) {
  const db = app.db.db;

  function fileOf(row: StudyRoomFileRow, withLink: boolean): StudyRoomFile {
    const expiresAt = new Date(app.clock().getTime() + app.config.storage.linkTtlSeconds * 1000);
    return {
      id: row.id,
      name: row.name,
      byteSize: row.byteSize,
      contentType: row.contentType,
      url: withLink ? links.signedUrl(row.storageKey, expiresAt, downloadNameOf(row)) : null,
    };
  }

  /** The room as `caller` sees it (in `tx` when given: the join answers what it just wrote). */
  async function detailOf(
    room: StudyRoomRow,
    caller: StudyRoomCaller,
    tx: Database = db,
  ): Promise<StudyRoomDetail> {
    const now = app.clock();
    // In sequence: `tx` may be a transaction (one connection, one query at a time).
    const [card] = await studyRoomCardsOf(tx, [room], now);
    if (!card) throw new Error(`room ${room.id}: no card`);
    const participant = caller ? await studyRoomParticipantOf(tx, room.id, caller.id) : null;
    const files = await studyRoomFilesOfRoom(tx, room.id);
    const viewer = viewerOf(room, caller, participant);
    return {
      ...card,
      description: room.description,
      files: files.map((file) => fileOf(file, readsFiles(viewer))),
      hasMeetingLink: room.meetingUrl !== null,
      liveStartedAt: room.liveStartedAt?.toISOString() ?? null,
      cancelReason: room.cancelReason,
      viewer,
    };
  }

  return {
    detailOf,

    /** Rooms not ended nor cancelled, by start; an unknown subject lists nothing (the page shows its empty state). */
    async list(query: StudyRoomListQuery): Promise<StudyRoomList> {
      const meta = { page: query.page, pageSize: query.pageSize };
      let subjectId: string | undefined;
      if (query.subject) {
        const found = await catalogueReferenceServiceFor(db).findSubjectId(query.subject);
        if (!found) return { data: [], meta: { ...meta, total: 0 } };
        subjectId = found;
      }
      const now = app.clock();
      const { rows, total } = await studyRoomCataloguePage(
        db,
        { q: query.q, price: query.price, subjectId },
        now,
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      );
      return { data: await studyRoomCardsOf(db, rows, now), meta: { ...meta, total } };
    },

    /** Subjects with upcoming rooms, with how many, by level then name; 2 queries. */
    async subjects(): Promise<StudyRoomSubjectCount[]> {
      const counts = await studyRoomSubjectCounts(db, app.clock());
      const subjects = await catalogueReferenceServiceFor(db).subjectsByIds(counts.map((c) => c.subjectId));
      const levels = ['SD', 'SMP', 'SMA', 'UTBK', 'Umum'];
      return counts
        .flatMap((item) => {
          const subject = subjects.get(item.subjectId);
          return subject ? [{ subject, upcomingCount: item.count }] : [];
        })
        .sort(
          (a, b) =>
            levels.indexOf(a.subject.level) - levels.indexOf(b.subject.level) ||
            a.subject.name.localeCompare(b.subject.name, 'id'),
        );
    },

    /** One room for anybody (cancelled and past ones too); `STUDY_ROOM_NOT_FOUND` for an unknown id. */
    async detail(roomId: string, caller: StudyRoomCaller): Promise<StudyRoomDetail> {
      const room = await studyRoomById(db, roomId);
      if (!room) throw new AppError('STUDY_ROOM_NOT_FOUND');
      return detailOf(room, caller);
    },
  };
}

export type StudyRoomCatalogue = ReturnType<typeof studyRoomCatalogue>;
