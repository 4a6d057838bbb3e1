import type { CartLineProblem } from '@scola/contracts';
import type { Database } from '../../db/client';
import type { PurchasableItem } from '../catalogue';
import { participationsOf, type StudyRoomForSale, studyRoomsForSale } from '../study-rooms';

/**
 * Paid study rooms in the cart (ADR 0049): a room is read from the study-rooms module, not the catalogue, and is
 * refused for reasons of its own (free, the buyer's own room, cancelled, ended, full, the buyer removed from it).
 */

/** Why a room cannot be added, in the order the cart checks it (`STUDY_ROOM_FULL` comes after "already in cart"). */
export type StudyRoomRefusal =
  | 'STUDY_ROOM_OWN_ROOM'
  | 'ITEM_NOT_FOR_SALE'
  | 'STUDY_ROOM_FREE'
  | 'STUDY_ROOM_CANCELLED'
  | 'STUDY_ROOM_ENDED'
  | 'STUDY_ROOM_REMOVED'
  | 'ITEM_ALREADY_OWNED'
  | 'STUDY_ROOM_FULL';

export interface StudyRoomLine {
  item: PurchasableItem;
  refusal: StudyRoomRefusal | null;
}

/** A room as a purchasable item: its page is `/study-room/{id}` (the slug is its id); it takes no class seat. */
function itemOf(room: StudyRoomForSale): PurchasableItem {
  return {
    itemType: 'study-room',
    itemId: room.id,
    title: room.title,
    slug: room.id,
    coverUrl: null,
    tutorId: room.tutorId,
    tutorName: room.tutorName,
    price: room.price,
    originalPrice: room.price,
    forSale: room.tutorPublic && room.price > 0 && !room.cancelled,
    seatsLeft: Math.max(0, room.capacity - room.seatsTaken),
    classIds: [],
    bookedBySlot: false,
  };
}

function refusalOf(
  room: StudyRoomForSale,
  userId: string,
  taking: { removed: boolean } | undefined,
  now: Date,
): StudyRoomRefusal | null {
  if (room.tutorId === userId) return 'STUDY_ROOM_OWN_ROOM';
  if (!room.tutorPublic) return 'ITEM_NOT_FOR_SALE';
  if (room.price === 0) return 'STUDY_ROOM_FREE';
  if (room.cancelled) return 'STUDY_ROOM_CANCELLED';
  if (room.endsAt.getTime() <= now.getTime()) return 'STUDY_ROOM_ENDED';
  if (taking?.removed) return 'STUDY_ROOM_REMOVED';
  if (taking) return 'ITEM_ALREADY_OWNED';
  return room.seatsTaken >= room.capacity ? 'STUDY_ROOM_FULL' : null;
}

/** The rooms among `roomIds` for this buyer, by lower-case id (two queries; none without rooms). */
export async function studyRoomLines(
  db: Database,
  userId: string,
  roomIds: readonly string[],
  now: Date,
): Promise<Map<string, StudyRoomLine>> {
  if (roomIds.length === 0) return new Map();
  const rooms = await studyRoomsForSale(db, roomIds);
  const taking = await participationsOf(
    db,
    userId,
    rooms.map((room) => room.id),
  );
  return new Map(
    rooms.map((room) => [
      room.id,
      { item: itemOf(room), refusal: refusalOf(room, userId, taking.get(room.id), now) },
    ]),
  );
}

/** A room line's problem when the cart is read: the refusals a line can show (the others read "not for sale"). */
export function studyRoomProblemOf(refusal: StudyRoomRefusal | null): CartLineProblem | null {
  if (refusal === 'STUDY_ROOM_OWN_ROOM' || refusal === 'STUDY_ROOM_FREE') return 'ITEM_NOT_FOR_SALE';
  return refusal;
}
