/**
 * Tutor availability (ADR 0033): weekly wall-clock rules in the tutor's zone, dated exceptions and booking settings,
 * and the pure expansion into free UTC slots. The routes are in the workflows (they also read the tutor's zone and
 * sessions from the catalogue). This file is the module's only door.
 */
export {
  availabilityExceptions as availabilityExceptionsTable,
  availabilityRules as availabilityRulesTable,
  availabilitySettings as availabilitySettingsTable,
} from './availability.tables';
export { type AvailabilityRecord, DEFAULT_BOOKING_SETTINGS } from './availability.repository';
export { availabilityServiceFor, type AvailabilityService } from './availability.service';
export {
  type BookingSettings,
  type DatedException,
  expandAvailabilityWindows,
  expandFreeSlots,
  type SlotInput,
  type TimeRange,
  type WeeklyRule,
} from './slot-expansion';
