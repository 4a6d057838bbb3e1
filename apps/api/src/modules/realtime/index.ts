import type { Database } from '../../db/client';
import { createRealtimeRepository } from './realtime.repository';

export type { RealtimeRepository } from './realtime.repository';

/** The sequence numbers of the real-time rooms (ADR 0015), over a database. */
export function realtimeSequencesFor(db: Database) {
  return createRealtimeRepository(db);
}
