import { z } from 'zod';
import { dataOf } from './common';

export const healthStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;
export const healthResponseSchema = dataOf(healthStatusSchema).meta({ id: 'HealthResponse' });
