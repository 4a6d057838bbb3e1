import { z } from 'zod';
import { bookingSlotSchema } from './bimble-booking';
import { itemRefSchema } from './collections';
import { purchasableItemTypeSchema } from './commerce';
import { dataOf } from './common';

/**
 * The student's cart (`/api/keranjang`, signed-in students only). The cart stores references only: every answer
 * carries the server's current title and price of each item, and says what is wrong with a line that can no longer
 * be bought. Errors of `POST /api/keranjang`, checked in this order: 404 `NOT_FOUND` (no such item), 409
 * `ITEM_NOT_FOR_SALE` (unpublished, or its tutor unverified or suspended), `ITEM_ALREADY_OWNED` (for a package: also
 * when the student owns one of its classes), `ITEM_ALREADY_IN_CART` (also when a package in the cart already holds
 * that class, or a class of that package is already in the cart), `CLASS_FULL` (a class, or any class of a package,
 * has no seat left). A study room (`study-room`, a paid room only) is also refused with `STUDY_ROOM_FREE` (a free
 * room: join it directly), `STUDY_ROOM_OWN_ROOM`, `STUDY_ROOM_REMOVED`, `STUDY_ROOM_CANCELLED`, `STUDY_ROOM_ENDED`,
 * `STUDY_ROOM_FULL`; already a participant is `ITEM_ALREADY_OWNED`. A line's `problem` uses the same codes when the
 * cart is read later.
 */

/** `POST /api/keranjang` `{ itemType: 'kelas' | 'kelas-paket' | 'materi' | 'lifeskill' | 'study-room', itemId }`: adds one item (201 with the whole cart). */
export const cartAddBodySchema = itemRefSchema;
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

/** `DELETE /api/keranjang/{itemType}/{itemId}`: removes a line (200 with the whole cart; removing a line that is not there is not an error). */
export const cartItemParamsSchema = z.strictObject({ itemType: purchasableItemTypeSchema, itemId: z.uuid() });
export type CartItemParams = z.infer<typeof cartItemParamsSchema>;
/** `?slot=`: the slot line of that class starting then (a bimble slot line); without it, the plain line. */
export const cartItemQuerySchema = z.strictObject({ slot: z.iso.datetime().optional() });
export type CartItemQuery = z.infer<typeof cartItemQuerySchema>;

/** Why a line of the cart cannot be bought now. */
export const cartLineProblems = [
  'ITEM_NOT_FOR_SALE',
  'ITEM_ALREADY_OWNED',
  'CLASS_FULL',
  /** A slot line whose slot another booking holds now. */
  'SLOT_TAKEN',
  /** A slot line whose slot has started (or passed). */
  'SLOT_UNAVAILABLE',
  /** A whole private tutoring (bimbel) class: it is booked by slots on its page (ADR 0034). */
  'CLASS_NEEDS_SLOTS',
  /** A study room with no seat left (ADR 0049). */
  'STUDY_ROOM_FULL',
  /** A study room that has ended (or started and ended) since it was added. */
  'STUDY_ROOM_ENDED',
  /** A study room its tutor cancelled. */
  'STUDY_ROOM_CANCELLED',
  /** A study room whose tutor removed this student: they may not come back. */
  'STUDY_ROOM_REMOVED',
] as const;
export const cartLineProblemSchema = z.enum(cartLineProblems);
export type CartLineProblem = z.infer<typeof cartLineProblemSchema>;

export const cartLineSchema = z
  .object({
    itemType: purchasableItemTypeSchema,
    itemId: z.uuid(),
    title: z.string(),
    /** The item's catalogue slug (its page: `/kelas/{slug}`, `/kelas-paket/{slug}`, `/materi/{slug}`, `/lifeskill/{slug}`; the page of a room is `/study-room/{itemId}`, its slug is its id). */
    slug: z.string(),
    coverUrl: z.string().nullable(),
    /** The tutor (instructor) of the item; for a package of several tutors' classes: null, and `tutorName` lists them. */
    tutorId: z.uuid().nullable(),
    tutorName: z.string(),
    /** What the buyer pays now (the sale price when there is one), integer rupiah. */
    price: z.number().int().min(0),
    /** The price before the sale (for a package: the sum of its classes' prices); equal to `price` without a sale. */
    originalPrice: z.number().int().min(0),
    /** Seats left (a class; for a package the fewest over its classes); null for materials and courses. */
    seatsLeft: z.number().int().min(0).nullable(),
    /** Null when the line can be bought; otherwise why not. */
    problem: cartLineProblemSchema.nullable(),
    /** A bimble slot line: the booked slot (`itemType` 'kelas', `itemId` its class); null for every other line. */
    slot: bookingSlotSchema.nullable(),
    addedAt: z.iso.datetime(),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z
  .object({
    /** Oldest first. */
    lines: z.array(cartLineSchema),
    /** Sum of the current prices of the lines without a problem (what checkout charges before a voucher). */
    subtotal: z.number().int().min(0),
    /** Number of lines without a problem. */
    buyableCount: z.number().int().min(0),
    /** Whether some line has a problem (checkout refuses the cart until such lines are removed). */
    hasProblems: z.boolean(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/** `GET /api/keranjang`, and the answer of `POST` and `DELETE`. */
export const cartResponseSchema = dataOf(cartSchema).meta({ id: 'CartResponse' });
export type CartResponse = z.infer<typeof cartResponseSchema>;
