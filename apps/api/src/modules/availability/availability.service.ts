import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type AvailabilityRecord,
  type AvailabilityRepository,
  createAvailabilityRepository,
} from './availability.repository';

interface Range {
  startMinute: number;
  endMinute: number;
}

/** Whether two of the ranges overlap (touching ranges, 16:00–18:00 and 18:00–20:00, do not). */
function anyOverlap(ranges: readonly Range[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.startMinute - b.startMinute);
  return sorted.some((range, index) => index > 0 && range.startMinute < (sorted[index - 1]?.endMinute ?? 0));
}

/**
 * Refuses overlapping ranges on one weekday or one date (`AVAILABILITY_RANGES_OVERLAP`): they would be merged by the
 * expansion anyway, but a tutor who typed 16:00–19:00 and 18:00–20:00 most likely mistyped one of them.
 */
function checkNoOverlaps(record: AvailabilityRecord): void {
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    if (anyOverlap(record.rules.filter((rule) => rule.weekday === weekday))) {
      throw new AppError('AVAILABILITY_RANGES_OVERLAP');
    }
  }
  const extrasByDate = new Map<string, Range[]>();
  for (const exception of record.exceptions) {
    if (exception.kind !== 'extra') continue;
    extrasByDate.set(exception.date, [...(extrasByDate.get(exception.date) ?? []), exception]);
  }
  if ([...extrasByDate.values()].some(anyOverlap)) throw new AppError('AVAILABILITY_RANGES_OVERLAP');
}

/** Keeps one `off` per date (sending the same day off twice is harmless, storing it twice is noise). */
function withoutRepeatedDaysOff(record: AvailabilityRecord): AvailabilityRecord {
  const seen = new Set<string>();
  const exceptions = record.exceptions.filter((exception) => {
    if (exception.kind !== 'off') return true;
    if (seen.has(exception.date)) return false;
    seen.add(exception.date);
    return true;
  });
  return { ...record, exceptions };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** Rules of a tutor's availability (no Fastify, no other module: the tutor's zone is the workflow's business). */
export function createAvailabilityService(repository: AvailabilityRepository) {
  return {
    read: (tutorId: string, dates?: { from: string; to: string }) => repository.read(tutorId, dates),

    /** Replaces the whole availability after checking it (call it inside the workflow's transaction). */
    async replace(tutorId: string, record: AvailabilityRecord): Promise<AvailabilityRecord> {
      checkNoOverlaps(record);
      await repository.replace(tutorId, withoutRepeatedDaysOff(record));
      return repository.read(tutorId);
    },
  };
}

/** The availability service over a database or a transaction. */
export const availabilityServiceFor = (db: Database) =>
  createAvailabilityService(createAvailabilityRepository(db));
