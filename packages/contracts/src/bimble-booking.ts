import { z } from 'zod';
import { dataOf } from './common';

/**
 * Bimble booking: a student books free slots of a bimble class's tutor. A slot goes into the cart
 * (`POST /api/keranjang/slot`), becomes a `held` session of the order at checkout, `scheduled` once paid, and is
 * released when the order expires, is cancelled, fails or is refunded. Errors: 404 `NOT_FOUND` (no such class, or not
 * for sale), 409 `CLASS_NOT_BIMBLE` (a group class is bought whole, not by slot), `SLOT_UNAVAILABLE` (not a free slot
 * of the tutor's availability: outside it, too soon, in the past or beyond the booking horizon), `SLOT_TAKEN`
 * (another booking holds it; `details` name the class and the slot), `ITEM_ALREADY_IN_CART` (that slot is in the
 * cart already).
 */

/** A slot: `[startsAt, endsAt)` in UTC. */
export const bookingSlotSchema = z
  .object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() })
  .meta({ id: 'BookingSlot' });
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** At most this many days of free slots per request. */
export const CLASS_SLOTS_MAX_DAYS = 31;

/**
 * `GET /api/kelas/{id}/slot?dari=&sampai=` (public): the free slots of a published bimble class's tutor in
 * `[dari, sampai)` (default: from now, 14 days; at most 31 days). Held and booked slots are left out.
 */
export const classSlotsQuerySchema = z.strictObject({
  dari: z.iso.datetime().optional(),
  sampai: z.iso.datetime().optional(),
});
export type ClassSlotsQuery = z.infer<typeof classSlotsQuerySchema>;

export const classSlotsSchema = z
  .object({
    classId: z.uuid(),
    /** The tutor's IANA zone (the availability is set there; the web shows slots in the student's zone). */
    tutorTimeZone: z.string(),
    /** Integer rupiah per slot (the class's final price per session). */
    pricePerSlot: z.number().int().min(0),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    /** Earliest first. */
    slots: z.array(bookingSlotSchema),
  })
  .meta({ id: 'ClassSlots' });
export type ClassSlots = z.infer<typeof classSlotsSchema>;
export const classSlotsResponseSchema = dataOf(classSlotsSchema).meta({ id: 'ClassSlotsResponse' });
export type ClassSlotsResponse = z.infer<typeof classSlotsResponseSchema>;

/** `POST /api/keranjang/slot` (students): adds one slot of a bimble class (201 with the whole cart). */
export const cartSlotAddBodySchema = z.strictObject({ classId: z.uuid(), startsAt: z.iso.datetime() });
export type CartSlotAddBody = z.infer<typeof cartSlotAddBodySchema>;
