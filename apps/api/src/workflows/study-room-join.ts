import {
  isJoinOpen,
  joinWindowOf,
  type MyStudyRoomsQuery,
  type StudyRoomDetail,
  type StudyRoomList,
} from '@scola/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { inTransaction } from '../db/unit-of-work';
import { AppError } from '../lib/app-error';
import type { AppTopics, Outbox } from '../modules/jobs';
import { notify } from '../modules/notifications';
import {
  activeParticipantIdsOfRooms,
  addStudyRoomParticipant,
  markStudyRoomLive,
  recordStudyRoomAttendance,
  releaseStudyRoomSeat,
  studyRoomById,
  studyRoomCardsOf,
  studyRoomParticipantOf,
  type StudyRoomRow,
  studyRoomsOfParticipant,
  takeStudyRoomSeat,
} from '../modules/study-rooms';
import { usersServiceFor } from '../modules/users';
import type { StudyRoomCaller, StudyRoomCatalogue } from './study-room-catalogue';

type Caller = NonNullable<StudyRoomCaller>;

const roomRef = (room: StudyRoomRow) => ({
  roomId: room.id,
  roomTitle: room.title,
  startsAt: room.startsAt.toISOString(),
});

/**
 * Tells the room's tutor that `studentId` joined, in `tx` (the transaction that made them a participant): once per
 * room and student. The free join calls it; a paid room's settlement can call it when the buyer becomes one.
 */
export async function notifyTutorOfJoin(
  tx: Database,
  jobs: Pick<Outbox<AppTopics>, 'publish'>,
  room: StudyRoomRow,
  studentId: string,
): Promise<void> {
  const student = (await usersServiceFor(tx).publicNamesByIds([studentId])).get(studentId);
  await notify(tx, jobs, [
    {
      userId: room.tutorId,
      kind: 'studyRoom.joined',
      params: { ...roomRef(room), studentName: student?.name ?? '' },
      dedupeKey: `studyRoom.joined:${room.id}:${studentId}`,
    },
  ]);
}

/** Tells the room's open pages (its socket room) that the room changed; they refetch it. */
export async function announceRoomChanged(app: FastifyInstance, roomId: string): Promise<void> {
  await app.realtime.toStudyRoom(roomId, 'studyRoom.changed', { roomId, roomChanged: true });
}

async function roomOrNotFound(db: Database, roomId: string): Promise<StudyRoomRow> {
  const room = await studyRoomById(db, roomId);
  if (!room) throw new AppError('STUDY_ROOM_NOT_FOUND');
  return room;
}

/** A room that cannot be entered any more: cancelled, or over. */
function assertNotOver(room: StudyRoomRow, now: Date) {
  if (room.status === 'cancelled') throw new AppError('STUDY_ROOM_CANCELLED');
  if (room.endsAt <= now) throw new AppError('STUDY_ROOM_ENDED');
}

/** Inside the join window (ADR 0043's, shared with class sessions), else `SESSION_NOT_OPEN` with the window. */
function assertWindowOpen(room: StudyRoomRow, now: Date) {
  if (room.status === 'cancelled') throw new AppError('STUDY_ROOM_CANCELLED');
  if (!isJoinOpen(room, now)) {
    const window = joinWindowOf(room);
    throw new AppError('SESSION_NOT_OPEN', undefined, {
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
    });
  }
}

/**
 * The student's side of a study room (ADR 0049): joining a free room (a seat and a participant row in one
 * transaction, the tutor told of it), entering the meeting in the window (attendance), the tutor's "live now"
 * (participants told once) and the student's rooms.
 */
export function studyRoomParticipation(app: FastifyInstance, catalogue: StudyRoomCatalogue) {
  const db = app.db.db;

  /** The join's checks and writes, in `tx`; true when the caller became a participant now (not before). */
  async function joinIn(tx: Database, room: StudyRoomRow, caller: Caller): Promise<boolean> {
    const now = app.clock();
    if (room.tutorId === caller.id) throw new AppError('STUDY_ROOM_OWN_ROOM');
    const existing = await studyRoomParticipantOf(tx, room.id, caller.id);
    if (existing?.removedAt) throw new AppError('STUDY_ROOM_REMOVED');
    if (existing) return false;
    assertNotOver(room, now);
    if (room.price > 0) throw new AppError('STUDY_ROOM_PAID');
    // The guarded increment is the capacity rule: concurrent joins queue on the room's row, the last ones see it full.
    if (!(await takeStudyRoomSeat(tx, room.id, now))) {
      // The same student's other request may have taken the last seat while this one waited: that is a join.
      const joined = await studyRoomParticipantOf(tx, room.id, caller.id);
      if (joined?.removedAt) throw new AppError('STUDY_ROOM_REMOVED');
      if (joined) return false;
      const fresh = await roomOrNotFound(tx, room.id);
      assertNotOver(fresh, now);
      throw new AppError('STUDY_ROOM_FULL');
    }
    if (
      !(await addStudyRoomParticipant(tx, { roomId: room.id, userId: caller.id, orderId: null, at: now }))
    ) {
      // The same student's other request got there first (a double click): one seat is theirs, give this one back.
      await releaseStudyRoomSeat(tx, room.id);
      return false;
    }
    await notifyTutorOfJoin(tx, app.jobs, room, caller.id);
    return true;
  }

  return {
    /**
     * `ikut`: a signed-in student joins a free room. Joining again answers the room (no second seat); a removed
     * participant, a paid, full, cancelled or ended room and the tutor's own room are refused.
     */
    async join(roomId: string, caller: Caller): Promise<StudyRoomDetail> {
      const room = await roomOrNotFound(db, roomId);
      const detail = await inTransaction(db, async (tx) => {
        await joinIn(tx, room, caller);
        return catalogue.detailOf(await roomOrNotFound(tx, room.id), caller, tx);
      });
      // After commit: open pages of the room see the seat taken.
      await announceRoomChanged(app, room.id);
      return detail;
    },

    /**
     * `gabung`: the room's tutor or an active participant enters the meeting inside the join window; a
     * participant's entry is recorded (first and latest time, count). Answers the meeting link.
     */
    async enterMeeting(roomId: string, caller: Caller): Promise<{ url: string }> {
      const room = await roomOrNotFound(db, roomId);
      const isTutor = room.tutorId === caller.id;
      if (!isTutor) {
        const participant = await studyRoomParticipantOf(db, room.id, caller.id);
        if (!participant) throw new AppError('STUDY_ROOM_NOT_PARTICIPANT');
        if (participant.removedAt) throw new AppError('STUDY_ROOM_REMOVED');
      }
      const now = app.clock();
      assertWindowOpen(room, now);
      if (!room.meetingUrl) throw new AppError('SESSION_NO_MEETING_LINK');
      // Removed between the check and now: the update finds no active row, and the door stays shut.
      if (!isTutor && !(await recordStudyRoomAttendance(db, room.id, caller.id, now))) {
        throw new AppError('STUDY_ROOM_REMOVED');
      }
      return { url: room.meetingUrl };
    },

    /**
     * `mulai`: the room's tutor starts it inside the window; again is a no-op. The participants' `studyRoom.live`
     * notifications are made in the same transaction, once per room (dedupe key).
     */
    async start(roomId: string, caller: Caller): Promise<StudyRoomDetail> {
      const room = await roomOrNotFound(db, roomId);
      // Another tutor's room is not theirs to know of: 404, like an unknown id.
      if (room.tutorId !== caller.id) throw new AppError('STUDY_ROOM_NOT_FOUND');
      const now = app.clock();
      assertWindowOpen(room, now);
      await inTransaction(db, async (tx) => {
        if (!(await markStudyRoomLive(tx, room.id, now))) return;
        const participants = (await activeParticipantIdsOfRooms(tx, [room.id])).get(room.id) ?? [];
        await notify(
          tx,
          app.jobs,
          participants.map((userId) => ({
            userId,
            kind: 'studyRoom.live' as const,
            params: roomRef(room),
            dedupeKey: `studyRoom.live:${room.id}`,
          })),
        );
      });
      await announceRoomChanged(app, room.id);
      return catalogue.detail(room.id, caller);
    },

    /** The caller's rooms (not removed from): `upcoming` soonest first (live ones too), `past` latest first. */
    async mine(caller: Caller, query: MyStudyRoomsQuery): Promise<StudyRoomList> {
      const now = app.clock();
      const { rows, total } = await studyRoomsOfParticipant(db, caller.id, query.when, now, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        data: await studyRoomCardsOf(db, rows, now),
        meta: { page: query.page, pageSize: query.pageSize, total },
      };
    },
  };
}
