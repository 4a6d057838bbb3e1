import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { realtimeSequences } from './realtime.tables';

export type RealtimeRepository = ReturnType<typeof createRealtimeRepository>;

/** The only code that queries `realtime_sequences`. */
export function createRealtimeRepository(db: Database) {
  return {
    /** Takes the next sequence number of `room` (1 for its first announcement); one statement, safe under races. */
    async nextSeq(room: string): Promise<number> {
      const rows = await db
        .insert(realtimeSequences)
        .values({ room, seq: 1 })
        .onConflictDoUpdate({
          target: realtimeSequences.room,
          set: { seq: sql`${realtimeSequences.seq} + 1` },
        })
        .returning({ seq: realtimeSequences.seq });
      const seq = rows[0]?.seq;
      if (seq === undefined) throw new Error('realtime_sequences upsert returned no row');
      return seq;
    },

    /** The latest sequence number of each room (0 for a room that announced nothing yet). */
    async currentSeqs(rooms: readonly string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>(rooms.map((room) => [room, 0]));
      if (rooms.length === 0) return found;
      const rows = await db
        .select()
        .from(realtimeSequences)
        .where(inArray(realtimeSequences.room, [...rooms]));
      for (const row of rows) found.set(row.room, row.seq);
      return found;
    },
  };
}
