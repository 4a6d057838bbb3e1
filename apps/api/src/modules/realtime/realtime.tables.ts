import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The sequence number of each real-time room's latest announcement (ADR 0015). In the database rather than in a
 * process or in Redis, so numbers only grow, whichever instance announces and across restarts; a room without a row
 * has announced nothing yet (sequence 0).
 */
export const realtimeSequences = pgTable('realtime_sequences', {
  room: text('room').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});
