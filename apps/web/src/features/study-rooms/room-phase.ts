import type { LiveSessionState, StudyRoomCard } from '@scola/contracts';

type Timing = Pick<StudyRoomCard, 'state' | 'endsAt' | 'joinOpensAt'>;

/**
 * A room's state and join window at `now`: the viewer's clock moves on between fetches, so the window opens and the
 * room ends without a reload (the server decides again on every join, as for class sessions, ADR 0043).
 */
export function roomPhase(room: Timing, now: number): { state: LiveSessionState; joinOpen: boolean } {
  if (room.state === 'cancelled') return { state: 'cancelled', joinOpen: false };
  if (room.state === 'ended' || now >= Date.parse(room.endsAt)) return { state: 'ended', joinOpen: false };
  return { state: room.state, joinOpen: now >= Date.parse(room.joinOpensAt) };
}

/** Seats still free (never below 0). */
export const seatsLeft = (room: Pick<StudyRoomCard, 'capacity' | 'seatsTaken'>) =>
  Math.max(0, room.capacity - room.seatsTaken);
