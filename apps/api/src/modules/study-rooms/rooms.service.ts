import { randomUUID } from 'node:crypto';
import {
  type CreateStudyRoomsInput,
  expandWeeklySeries,
  STUDY_ROOM_MAX_SERIES,
  type StudyRoomList,
  type StudyRoomParticipant,
  type TutorStudyRoom,
  type TutorStudyRoomsQuery,
  type UpdateStudyRoomInput,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import { tutorTimeZoneOf } from '../catalogue';
import { usersServiceFor } from '../users';
import { studyRoomCardsOf, studyRoomFileOf } from './room-cards';
import { roomFilesRepositoryFor } from './room-files.repository';
import { type RoomsRepository, roomsRepositoryFor, type StudyRoomCardRow } from './rooms.repository';
import { refusingOverlap, type TimeRange } from './room-overlap';
import { templatesRepositoryFor } from './templates.repository';
import {
  assertRoomDescription,
  assertOwner,
  assertVerifiedTutor,
  type StudyRoomActor,
  type StudyRoomDeps,
} from './templates.service';

const MINUTE = 60_000;

/** A move or cancellation, told to the participants by e-mail after commit (the `study-room.changed` event). */
export interface StudyRoomChange {
  roomId: string;
  change: 'rescheduled' | 'cancelled';
  previousStartsAt: string;
  previousEndsAt: string;
  reason: string;
}

const notFound = () => new AppError('STUDY_ROOM_NOT_FOUND');
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ location: 'body', path, code: 'custom', message }]);

function weeklyRanges(
  input: Extract<CreateStudyRoomsInput, { kind: 'weekly' }>,
  minutes: number,
  zone: string,
) {
  const { occurrences, problem } = expandWeeklySeries({ ...input, durationMinutes: minutes }, zone);
  if (problem === 'until_before_start')
    throw invalid('until', 'Tanggal akhir harus sama dengan atau setelah tanggal mulai.');
  if (problem === 'empty' || occurrences.length === 0)
    throw invalid('weekdays', 'Tidak ada tanggal yang cocok dengan hari yang dipilih.');
  if (problem === 'too_many' || occurrences.length > STUDY_ROOM_MAX_SERIES)
    throw invalid(
      'until',
      `Satu rangkaian paling banyak ${STUDY_ROOM_MAX_SERIES} ruang. Majukan tanggal akhir.`,
    );
  return occurrences.map(({ startsAt, endsAt }) => ({ startsAt, endsAt }));
}

/**
 * The tutor's rooms (ADR 0049): create one or a weekly series from a master (each a copy, files included), list,
 * edit, move (participants mailed), cancel (participants mailed), delete an empty one, list participants. Every
 * write runs in one transaction; the database refuses overlaps with the tutor's other rooms and class sessions,
 * turned into `SESSION_OVERLAP` naming what it collides with.
 */
export function roomsServiceFor(
  deps: StudyRoomDeps & { announce: (tx: Database, change: StudyRoomChange) => Promise<void> },
) {
  const { db, links, clock } = deps;

  async function toTutorRooms(tx: Database, rows: StudyRoomCardRow[]): Promise<TutorStudyRoom[]> {
    const now = clock();
    const expiresAt = new Date(now.getTime() + deps.linkTtlSeconds * 1000);
    const [cards, files] = await Promise.all([
      studyRoomCardsOf(tx, rows, now),
      roomFilesRepositoryFor(tx).ofRooms(rows.map((row) => row.id)),
    ]);
    return cards.map((card, index) => {
      const row = rows[index] as StudyRoomCardRow;
      return {
        ...card,
        templateId: row.templateId,
        description: row.description,
        meetingUrl: row.meetingUrl,
        files: files
          .filter((file) => file.roomId === row.id)
          .map((file) => studyRoomFileOf(file, links, expiresAt)),
        status: row.status,
        liveStartedAt: row.liveStartedAt?.toISOString() ?? null,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        cancelReason: row.cancelReason,
      };
    });
  }

  async function one(tx: Database, id: string): Promise<TutorStudyRoom> {
    const [room] = await toTutorRooms(tx, await roomsRepositoryFor(tx).byIds([id]));
    if (!room) throw notFound();
    return room;
  }

  /** The room if the actor may see it (its tutor, or an admin); `lock` for a change that follows. */
  async function visible(rooms: RoomsRepository, actor: StudyRoomActor, id: string, lock = false) {
    const row = await rooms.byId(id, lock);
    if (!row || (!actor.isAdmin && row.tutorId !== actor.userId)) throw notFound();
    return row;
  }

  /** A change of a room that has not ended and is not cancelled, by its tutor. */
  async function changeable(rooms: RoomsRepository, actor: StudyRoomActor, id: string) {
    const row = await visible(rooms, actor, id, true);
    assertOwner(actor, row.tutorId, notFound);
    if (row.status === 'cancelled') throw new AppError('STUDY_ROOM_CANCELLED');
    if (row.endsAt <= clock()) throw new AppError('STUDY_ROOM_ENDED');
    return row;
  }

  return {
    async list(actor: StudyRoomActor, query: TutorStudyRoomsQuery): Promise<StudyRoomList> {
      const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const now = clock();
      const { rows, total } = await roomsRepositoryFor(db).page(actor.userId, query.when, now, window);
      return {
        data: await studyRoomCardsOf(db, rows, now),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },

    async get(actor: StudyRoomActor, id: string): Promise<TutorStudyRoom> {
      await visible(roomsRepositoryFor(db), actor, id);
      return one(db, id);
    },

    /** One room or a weekly series from a master, all or none; answers the rooms by start. */
    async create(actor: StudyRoomActor, input: CreateStudyRoomsInput): Promise<TutorStudyRoom[]> {
      await assertVerifiedTutor(db, actor);
      const now = clock();
      const template = await templatesRepositoryFor(db).byId(input.templateId, now);
      if (!template || template.tutorId !== actor.userId) throw new AppError('STUDY_ROOM_TEMPLATE_NOT_FOUND');
      const zone = (await tutorTimeZoneOf(db, actor.userId)) ?? 'Asia/Jakarta';
      const ranges: TimeRange[] =
        input.kind === 'single'
          ? [
              {
                startsAt: new Date(input.startsAt),
                endsAt: new Date(Date.parse(input.startsAt) + template.durationMinutes * MINUTE),
              },
            ]
          : weeklyRanges(input, template.durationMinutes, zone);
      if (ranges.some((range) => range.startsAt <= now)) throw new AppError('SESSION_IN_PAST');
      const seriesId = input.kind === 'weekly' ? randomUUID() : null;
      return inTransaction(db, async (tx) => {
        const rooms = roomsRepositoryFor(tx);
        const ids = await refusingOverlap(tx, actor.userId, ranges, undefined, (savepoint) =>
          roomsRepositoryFor(savepoint).insert(
            ranges.map((range) => ({
              tutorId: actor.userId,
              templateId: template.id,
              seriesId,
              subjectId: template.subjectId,
              grade: template.grade,
              title: template.title,
              description: template.description,
              startsAt: range.startsAt,
              endsAt: range.endsAt,
              durationMinutes: template.durationMinutes,
              capacity: template.capacity,
              price: template.price,
              meetingUrl: input.meetingUrl ?? null,
            })),
          ),
        );
        const roomFiles = roomFilesRepositoryFor(tx);
        await roomFiles.copyToRooms(await roomFiles.ofTemplates([template.id]), ids);
        return toTutorRooms(tx, await rooms.byIds(ids));
      });
    },

    /** Edits a room; moving it (start or duration) needs a reason and mails its participants. */
    async update(actor: StudyRoomActor, id: string, input: UpdateStudyRoomInput): Promise<TutorStudyRoom> {
      assertRoomDescription(input.description);
      return inTransaction(db, async (tx) => {
        const rooms = roomsRepositoryFor(tx);
        const row = await changeable(rooms, actor, id);
        const now = clock();
        const duration = input.durationMinutes ?? row.durationMinutes;
        const startsAt = input.startsAt === undefined ? row.startsAt : new Date(input.startsAt);
        const moved = startsAt.getTime() !== row.startsAt.getTime() || duration !== row.durationMinutes;
        if (moved && (row.startsAt <= now || row.liveStartedAt !== null))
          throw new AppError('SESSION_STARTED');
        if (moved && startsAt <= now) throw new AppError('SESSION_IN_PAST');
        if (moved && input.reason === undefined) throw invalid('reason', 'Tulis alasan perubahan jadwal.');
        if (input.capacity !== undefined && input.capacity < row.seatsTaken)
          throw new AppError('STUDY_ROOM_CAPACITY_BELOW_SEATS');
        const endsAt = new Date(startsAt.getTime() + duration * MINUTE);
        await refusingOverlap(tx, row.tutorId, [{ startsAt, endsAt }], id, (savepoint) =>
          roomsRepositoryFor(savepoint).update(id, {
            startsAt,
            endsAt,
            durationMinutes: duration,
            ...(input.title === undefined ? {} : { title: input.title }),
            ...(input.description === undefined ? {} : { description: input.description }),
            ...(input.capacity === undefined ? {} : { capacity: input.capacity }),
            ...(input.meetingUrl === undefined ? {} : { meetingUrl: input.meetingUrl }),
          }),
        );
        if (moved) {
          await deps.announce(tx, {
            roomId: id,
            change: 'rescheduled',
            previousStartsAt: row.startsAt.toISOString(),
            previousEndsAt: row.endsAt.toISOString(),
            reason: input.reason ?? '',
          });
        }
        return one(tx, id);
      });
    },

    /**
     * Cancels a room that has not started, with a reason mailed to its participants. Paid seats are not refunded
     * here: refunds stay the admin's decision on the order (like cancelled class sessions).
     */
    async cancel(actor: StudyRoomActor, id: string, reason: string): Promise<TutorStudyRoom> {
      return inTransaction(db, async (tx) => {
        const rooms = roomsRepositoryFor(tx);
        const row = await changeable(rooms, actor, id);
        const now = clock();
        if (row.startsAt <= now || row.liveStartedAt !== null) throw new AppError('SESSION_STARTED');
        await rooms.update(id, { status: 'cancelled', cancelledAt: now, cancelReason: reason });
        await deps.announce(tx, {
          roomId: id,
          change: 'cancelled',
          previousStartsAt: row.startsAt.toISOString(),
          previousEndsAt: row.endsAt.toISOString(),
          reason,
        });
        return one(tx, id);
      });
    },

    /** Deletes a room nobody joined or holds a seat of (else `STUDY_ROOM_HAS_PARTICIPANTS`: cancel it instead). */
    async remove(actor: StudyRoomActor, id: string): Promise<void> {
      const keys = await inTransaction(db, async (tx) => {
        const rooms = roomsRepositoryFor(tx);
        const row = await visible(rooms, actor, id, true);
        assertOwner(actor, row.tutorId, notFound);
        if ((await rooms.participantCount(id)) > 0) throw new AppError('STUDY_ROOM_HAS_PARTICIPANTS');
        const roomKeys = await roomFilesRepositoryFor(tx).keysOf({ roomId: id });
        if (!(await rooms.deleteEmpty(id))) throw new AppError('STUDY_ROOM_HAS_PARTICIPANTS');
        return roomKeys;
      });
      const inUse = await roomFilesRepositoryFor(db).keysInUse(keys);
      for (const key of new Set(keys)) if (!inUse.has(key)) await deps.storage.delete(key);
    },

    /** Everyone who joined the room (removed ones too, flagged), earliest first. */
    async participants(actor: StudyRoomActor, id: string): Promise<StudyRoomParticipant[]> {
      const rooms = roomsRepositoryFor(db);
      await visible(rooms, actor, id);
      const rows = await rooms.participantsOf(id);
      const people = await usersServiceFor(db).publicNamesByIds(rows.map((row) => row.userId));
      return rows.map((row) => ({
        userId: row.userId,
        name: people.get(row.userId)?.name ?? '',
        avatarUrl: people.get(row.userId)?.photoUrl ?? null,
        joinedAt: row.joinedAt.toISOString(),
        paid: row.orderId !== null,
        muted: row.mutedAt !== null,
        removed: row.removedAt !== null,
        attendedAt: row.firstAttendedAt?.toISOString() ?? null,
      }));
    },
  };
}

export type RoomsService = ReturnType<typeof roomsServiceFor>;

export interface StudyRoomsTutorOptions {
  /** In the transaction that moved a room: what else follows its start (the tutor's pending credits, workflows). */
  followMovedRoom: (tx: Database, roomId: string) => Promise<void>;
}
