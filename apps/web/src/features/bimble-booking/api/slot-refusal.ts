import { type ErrorDetails, errorDetailsOf } from '@scola/contracts';
import { isApiError } from '../../../auth/errors';

/** A checkout refusal about one bimble slot: which class and slot, and whether it was taken or is no longer offered. */
export interface SlotRefusal {
  code: 'SLOT_TAKEN' | 'SLOT_UNAVAILABLE';
  details: ErrorDetails<'SLOT_TAKEN'>;
}

/** The slot a `SLOT_TAKEN` / `SLOT_UNAVAILABLE` refusal names; `null` for any other error. */
export function slotRefusalOf(error: unknown): SlotRefusal | null {
  if (!isApiError(error) || (error.code !== 'SLOT_TAKEN' && error.code !== 'SLOT_UNAVAILABLE')) return null;
  const details = errorDetailsOf(error.code, error.details);
  return details ? { code: error.code, details } : null;
}
