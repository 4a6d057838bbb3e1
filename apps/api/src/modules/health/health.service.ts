import type { HealthStatus } from '@scola/contracts';

/** What the health check needs from the database: a ping that never throws. */
export interface Pingable {
  ping(): Promise<boolean>;
}

export function createHealthService(database: Pingable) {
  return {
    async check(): Promise<HealthStatus> {
      const databaseUp = await database.ping().catch(() => false);
      return databaseUp ? { status: 'ok', database: 'ok' } : { status: 'degraded', database: 'unreachable' };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
