import { sql } from 'drizzle-orm';
import { studyRoomsTable } from '../modules/study-rooms';
import { queryRows } from './auth-helpers';
import { perFileCounter } from './per-file-counter';
import type { TestApp } from './test-app';

/**
 * Test rooms of the paid-room tests (ADR 0049): inserted straight into `study_rooms` (the tutor's routes are tested
 * apart), for a verified tutor such as `openShop`'s.
 */

const HOUR = 3_600_000;
/** Rooms of one tutor never overlap: each new room is put one more slot away from the asked time. */
const nextSlot = perFileCounter();
const SLOT_MS = 8 * HOUR + 60_000;

export interface TestRoomOptions {
  tutorId: string;
  price?: number;
  capacity?: number;
  seatsTaken?: number;
  /** Hours from `now` to the start (default 48), moved further away from now by a slot of its own. */
  startsInHours?: number;
  durationMinutes?: number;
  cancelled?: boolean;
  now?: Date;
}

/** A scheduled room of any subject; answers its id. */
export async function createTestRoom(ctx: TestApp, options: TestRoomOptions): Promise<string> {
  const [subject] = await queryRows(ctx.database, sql`select id from subjects order by name limit 1`);
  if (!subject) throw new Error('no subject: open a shop first');
  const now = options.now ?? new Date();
  const durationMinutes = options.durationMinutes ?? 60;
  const hours = options.startsInHours ?? 48;
  const slot = nextSlot();
  const startsAt = new Date(now.getTime() + hours * HOUR + Math.sign(hours || 1) * slot * SLOT_MS);
  const [row] = await ctx.database.db
    .insert(studyRoomsTable)
    .values({
      tutorId: options.tutorId,
      subjectId: String(subject.id),
      title: 'Latihan Soal Integral',
      description: { type: 'doc', content: [] },
      startsAt,
      endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
      durationMinutes,
      capacity: options.capacity ?? 10,
      seatsTaken: options.seatsTaken ?? 0,
      price: options.price ?? 50_000,
      status: options.cancelled ? 'cancelled' : 'scheduled',
      cancelledAt: options.cancelled ? now : null,
      cancelReason: options.cancelled ? 'Tutor berhalangan' : null,
    })
    .returning({ id: studyRoomsTable.id });
  return row?.id ?? '';
}

/** The room's seats taken and its participants (removed ones too), with the orders that made them. */
export async function roomState(ctx: TestApp, roomId: string) {
  const [room] = await queryRows(ctx.database, sql`select seats_taken from study_rooms where id = ${roomId}`);
  const participants = await queryRows(
    ctx.database,
    sql`select user_id, order_id, removed_at from study_room_participants where room_id = ${roomId}
        order by joined_at`,
  );
  return {
    seatsTaken: Number(room?.seats_taken),
    participants: participants.map((row) => ({
      userId: String(row.user_id),
      orderId: typeof row.order_id === 'string' ? row.order_id : null,
      removed: row.removed_at !== null,
    })),
  };
}
