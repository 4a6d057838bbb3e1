import {
  isJoinOpen,
  joinWindowOf,
  type LiveSessionState,
  type StudyRoomCard,
  type StudyRoomSubject,
} from '@scola/contracts';
import type { Database } from '../db/client';
import { tutorNamesByIds } from '../modules/catalogue';
import { catalogueReferenceServiceFor } from '../modules/catalogue-reference';
import type { StudyRoomRow } from '../modules/study-rooms';

/**
 * Study rooms as cards (ADR 0049): the room's own columns plus its tutor and subject, fetched in one batch each
 * for a whole page (2 queries whatever the page's length).
 */

/** Like a class session (ADR 0043): `live` once the tutor started it, until its end. */
export function studyRoomStateOf(room: StudyRoomRow, now: Date): LiveSessionState {
  if (room.status === 'cancelled') return 'cancelled';
  if (room.endsAt <= now) return 'ended';
  return room.liveStartedAt ? 'live' : 'upcoming';
}

export interface CardLookups {
  tutors: Map<string, { name: string; photoUrl: string | null }>;
  subjects: Map<string, StudyRoomSubject>;
}

/** The tutors and subjects of `rooms`: 2 queries (none for no rooms). */
export async function cardLookupsOf(db: Database, rooms: readonly StudyRoomRow[]): Promise<CardLookups> {
  if (rooms.length === 0) return { tutors: new Map(), subjects: new Map() };
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const tutors = await tutorNamesByIds(
    db,
    rooms.map((room) => room.tutorId),
  );
  const subjects = await catalogueReferenceServiceFor(db).subjectsByIds(rooms.map((room) => room.subjectId));
  return { tutors, subjects };
}

export function studyRoomCardOf(room: StudyRoomRow, lookups: CardLookups, now: Date): StudyRoomCard {
  const subject = lookups.subjects.get(room.subjectId);
  const tutor = lookups.tutors.get(room.tutorId);
  // Foreign keys guarantee both; a miss is a broken database, not something to show half of.
  if (!subject || !tutor) throw new Error(`room ${room.id} of study_rooms: its tutor or subject is missing`);
  return {
    id: room.id,
    title: room.title,
    subject,
    grade: room.grade,
    tutor: { id: room.tutorId, name: tutor.name, avatarUrl: tutor.photoUrl },
    startsAt: room.startsAt.toISOString(),
    endsAt: room.endsAt.toISOString(),
    durationMinutes: room.durationMinutes,
    capacity: room.capacity,
    seatsTaken: room.seatsTaken,
    price: room.price,
    state: studyRoomStateOf(room, now),
    joinOpensAt: joinWindowOf(room).opensAt.toISOString(),
    joinOpen: isJoinOpen(room, now),
    seriesId: room.seriesId,
  };
}

/** Cards of `rooms` in their order; 2 queries. */
export async function studyRoomCards(
  db: Database,
  rooms: readonly StudyRoomRow[],
  now: Date,
): Promise<StudyRoomCard[]> {
  const lookups = await cardLookupsOf(db, rooms);
  return rooms.map((room) => studyRoomCardOf(room, lookups, now));
}
