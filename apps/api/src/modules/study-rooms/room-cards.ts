import {
  isJoinOpen,
  joinWindowOf,
  type LiveSessionState,
  type StudyRoomCard,
  type StudyRoomFile,
} from '@scola/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tutorNamesByIds } from '../catalogue';
import { catalogueReferenceServiceFor } from '../catalogue-reference';
import type { FileLinks } from '../files';
import type { StudyRoomFileRow, StudyRoomRow } from './study-rooms.tables';

/** What a card is made of: a room's own columns (a full row, or the tutor views' `studyRoomCardColumns`). */
export type StudyRoomCardSource = Pick<
  StudyRoomRow,
  | 'id'
  | 'tutorId'
  | 'seriesId'
  | 'subjectId'
  | 'grade'
  | 'title'
  | 'startsAt'
  | 'endsAt'
  | 'durationMinutes'
  | 'capacity'
  | 'seatsTaken'
  | 'price'
  | 'status'
  | 'liveStartedAt'
>;

/**
 * A room's state, as for class sessions (ADR 0043): `upcoming` until the tutor starts it, `live` from then until its
 * end, then `ended`; `cancelled` whatever the time.
 */
export function studyRoomStateOf(
  row: Pick<StudyRoomRow, 'status' | 'endsAt' | 'liveStartedAt'>,
  now: Date,
): LiveSessionState {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.endsAt <= now) return 'ended';
  return row.liveStartedAt ? 'live' : 'upcoming';
}

/**
 * Cards of rooms (`studyRoomCardSchema`), in the order of `rows`: 2 queries whatever their number (subjects, the
 * tutors' public names and photos as the catalogue's tutor cards show them). The public list, the room page, the
 * student's rooms and the tutor's rooms all answer these.
 */
export async function studyRoomCardsOf(
  db: Database,
  rows: readonly StudyRoomCardSource[],
  now: Date,
): Promise<StudyRoomCard[]> {
  if (rows.length === 0) return [];
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const subjects = await catalogueReferenceServiceFor(db).subjectsByIds(rows.map((row) => row.subjectId));
  const people = await tutorNamesByIds(
    db,
    rows.map((row) => row.tutorId),
  );
  return rows.map((row) => {
    const subject = subjects.get(row.subjectId);
    // The foreign key keeps the subject; missing means the data is broken, which must not pass as an empty name.
    if (!subject)
      throw new AppError('INTERNAL_ERROR', undefined, { missingReference: `subject:${row.subjectId}` });
    const person = people.get(row.tutorId);
    return {
      id: row.id,
      title: row.title,
      subject: { id: subject.id, name: subject.name, slug: subject.slug, level: subject.level },
      grade: row.grade,
      tutor: {
        id: row.tutorId,
        name: person?.name ?? '',
        avatarUrl: person?.photoUrl ?? null,
      },
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      durationMinutes: row.durationMinutes,
      capacity: row.capacity,
      seatsTaken: row.seatsTaken,
      price: row.price,
      state: studyRoomStateOf(row, now),
      joinOpensAt: joinWindowOf(row).opensAt.toISOString(),
      joinOpen: isJoinOpen(row, now),
      seriesId: row.seriesId,
    };
  });
}

/** The name a download is saved under: the display name, with the stored type's extension if it lacks it. */
function downloadNameOf(row: Pick<StudyRoomFileRow, 'name' | 'storageKey'>): string {
  const extension = row.storageKey.slice(row.storageKey.lastIndexOf('.'));
  return row.name.toLowerCase().endsWith(extension) ? row.name : `${row.name}${extension}`;
}

/**
 * A file as the wire shows it; `links` null for someone who may not download it (a visitor of a room's page), else
 * a signed link valid until `expiresAt`.
 */
export function studyRoomFileOf(
  row: StudyRoomFileRow,
  links: FileLinks | null,
  expiresAt: Date,
): StudyRoomFile {
  return {
    id: row.id,
    name: row.name,
    byteSize: row.byteSize,
    contentType: row.contentType,
    url: links ? links.signedUrl(row.storageKey, expiresAt, downloadNameOf(row)) : null,
  };
}
